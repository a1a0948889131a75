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
