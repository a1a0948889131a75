# Why a game ended: one message per ending of rules/src/error/reasons/ending.rs, keyed
# `rule-<its key>`, shown after "White wins:" / "Draw:" in a game's result. Sides and pieces
# arrive already worded.

rule-ending-resigned = { $side } resigned
rule-ending-agreed = agreed by both players
rule-ending-on-time = on time
rule-ending-checkmate = checkmate
rule-ending-repetition = the same position occurred three times
rule-ending-no-legal-action = { $side } has no legal action
rule-ending-oracle-stalemate = stalemate: { $side } has no legal action
rule-ending-oracle-quiet = { $rounds } quiet rounds (no capture, Soldier move, promotion, summon or drop)
rule-ending-oracle-last-round = round { $round } is over
rule-ending-iiwii-symbol-off = { $side }'s { $piece } is off the board
rule-ending-iiwii-captured = { $side }'s { $piece } was captured
rule-ending-iiwii-backspaced-own = { $side }'s { $mover } Backspaced over { $side }'s own { $piece }
rule-ending-iiwii-quiet = { $plies } plies in a row without a capture or capitalisation
rule-ending-iiwii-stalemate = stalemate: { $side } has no legal move
rule-ending-hh-both-lost = both players lost at once
rule-ending-hh-no-king = { $side } has no King left
rule-ending-hh-no-earth = { $side } has no piece left on Earth
rule-ending-hh-nobody-can-act = neither player can act
rule-ending-hh-unsettled = the rules engine could not settle
rule-ending-apoc-repetition = the same position stood three times at the start of a turn
rule-ending-apoc-both-no-footmen = both sides lost all their footmen
rule-ending-apoc-no-footmen = { $side } has no footmen left
rule-ending-apoc-both-penalties = both sides reached two penalties
rule-ending-apoc-penalties = { $side } reached two penalties
rule-ending-apoc-no-safe-move = { $side } has no safe move
rule-ending-apoc-neither-safe = neither side has a safe move
