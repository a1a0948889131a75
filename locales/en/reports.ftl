# What an action did, as the game's channel post says it after the action ("White: d2d4 ·
# Soldier d2→d4"). Notation ($notation) stays as it is; $words is what the action did (from
# actions.ftl), $result a finished game's result (from endings.ftl).

## Every variant

report-action = { $side }: { $notation } · { $words }
# The action that ended the game, then the result.
report-then-result = { $report }. { $result }.
# The same, the result on a line of its own.
report-then-result-line =
    { $report }
    { $result }
# The action that gave check, then who is in check.
report-then-check = { $report }. { $side } is in check.

## Apocalypse

report-apoc-submitted = { $side } has submitted.
# A resolved turn: its lines, one after the other.
report-lines =
    { $first }
    { $then }
report-apoc-resolved = Turn { $turn } resolved: White { $white }, Black { $black }.
# What became of one side's action ($fate: its parts below, joined by report-apoc-and).
report-apoc-fate = • { $side } { $action }: { $fate }.
report-apoc-and = { $first }; { $then }
report-apoc-void = void: its condition was not met, so nothing moved (+1 penalty for { $side })
report-apoc-stood = stood
report-apoc-cancelled = capture cancelled (the piece on { $square } had moved away)
report-apoc-took-own = took its own { $piece } on { $square }
report-apoc-captured = captured { $owner }'s { $piece } on { $square }
report-apoc-lost = but the { $piece } was lost in a collision on { $square }
report-apoc-promoted = the pawn promoted to a knight on { $square }
report-apoc-relocated = the pawn relocated to { $square }
# $penalties: "Penalties: White 0 · Black 1" (pic-apoc-penalties).
report-apoc-penalties = { $penalties }.
report-apoc-penalties-new = { $penalties } (new: { $new }).
report-apoc-new-one = { $side } +1
report-apoc-new-both = White +1, Black +1
report-apoc-game-over = Game over. { $result }.
