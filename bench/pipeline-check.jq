# Validates the jq bundle: unique ids, known correct choices, right and unambiguous answers.
.questions as $questions
| [.questions[]
 | . as $q | .provenance.values as $v
 | (($v.rating * 10 | round) / 10) as $shown
 | (if $v.comparison == "greater" then $v.rating > $v.threshold else $v.rating < $v.threshold end) as $holds
 | select(($q.choices | length) != 2
          or ($q.correct - [$q.choices[].id] | length) > 0
          or $shown == $v.threshold
          or (($q.correct == ["yes"]) != $holds))]
| length as $bad
| ($bad + (($questions | length) - ($questions | map(.id) | unique | length))) as $bad
| "jq: \($questions | length) questions, \($bad) validation errors"
