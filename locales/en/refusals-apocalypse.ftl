# Why the rules refuse an Apocalypse move: one message per reason of
# rules/src/error/reasons/apocalypse.rs (its position reasons are in positions.ftl), keyed
# `rule-<its key>`. Notation stays as typed: squares, `=N`, `@square`.

## ApocalypseRefusal

rule-apoc-ambiguous-finish = `{ $from }{ $to }` is ambiguous: you already have two knights, so add =N or @square (for example `{ $from }{ $to }=N` to promote, or `{ $from }{ $to }@{ $from }` to relocate).
rule-apoc-knight-leap = Your knight on { $from } cannot reach { $to }: a knight leaps like in chess.
rule-apoc-only-pawn-finishes = Only a pawn reaching its last rank promotes or relocates; write `{ $from }{ $to }`.
rule-apoc-not-legal-now = `{ $action }` is not a legal move now.
rule-apoc-pawn-step = Your pawn on { $from } cannot go to { $to }: a pawn steps one square forward, straight or diagonally.
rule-apoc-pawn-onto-own = Your pawn on { $from } cannot step straight onto your own piece on { $to }.
rule-apoc-not-last-rank = `{ $from }{ $to }` does not reach your last rank, so it takes no `=N` or `@square`; write `{ $from }{ $to }`.
rule-apoc-must-promote = You have fewer than two knights, so this pawn must promote: write `{ $from }{ $to }=N`.
rule-apoc-relocate-last-rank = A relocated pawn cannot stand on your last rank ({ $square }).
rule-apoc-relocate-occupied = The pawn cannot relocate to { $square }: that square is occupied at the start of the turn.
rule-apoc-promotes-on-arrival = This pawn promotes on arrival: write `{ $from }{ $to }=N`.
rule-apoc-two-knights = You already have two knights, so add =N or @square: `{ $from }{ $to }=N` to promote, or `{ $from }{ $to }@{ $from }` to relocate.

## ApocalypseUnreadable

rule-apoc-not-a-move = `{ $text }` is not an Apocalypse move. Write the origin and target squares, like `c1c2`, `d4d5=N` (promotion) or `d4d5@b2` (relocation).
rule-apoc-promote-and-relocate = `{ $text }`: write `=N` to promote or `@square` to relocate, not both.
rule-apoc-promote-only-knight = `{ $text }`: a pawn can only promote to a knight, written `=N`.
rule-apoc-off-board = `{ $square }` is off the board: Apocalypse is played on files a–e and ranks 1–5.
