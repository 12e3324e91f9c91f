# The benchmark's job in jq: an IMDb list to a bundle (validated by pipeline-check.jq).
# Rated films only; a threshold at least 0.2 from the rating; answers alternate Yes/No.
def thresholds: [range(0; 15) | 2 + 0.5 * .];
{
  format: "quizbank.bundle", formatVersion: 1, id: "bench", version: "1.0.0",
  title: {en: "Bench"}, locales: ["en"], defaultLocale: "en",
  settings: {mode: "classic", roundSize: 10, feedbackDelayMs: 1000,
             shuffleQuestions: true, shuffleChoices: false},
  questions: [
    [.items[] | select(.imDbRating != "")] | to_entries[]
    | .key as $n | .value as $f | ($f.imDbRating | tonumber) as $r
    | [thresholds[] | select((($r - .) | fabs) >= 0.2)] as $safe
    | select($safe | length > 0)
    | $safe[($f.id[2:] | tonumber) % ($safe | length)] as $t
    | ($n % 2 == 0) as $yes
    | (if ($r > $t) == $yes then "greater" else "less" end) as $c
    | {
        id: "rating-\($f.id)-\($t)", kind: "yes-no", points: 1, tags: [],
        prompt: {en: "Is the rating of “\($f.title)” \($c) than \($t)?"},
        choices: [{id: "yes", text: {en: "Yes"}}, {id: "no", text: {en: "No"}}],
        correct: [if $yes then "yes" else "no" end],
        subject: {title: $f.title, year: ($f.year | tonumber)},
        image: {source: $f.image},
        provenance: {source: "imdb", sourceId: $f.id, rule: "rating-threshold",
                     values: {rating: $r, threshold: $t, comparison: $c, precision: 1}}
      }
  ]
}
