# The benchmark's jq peer for `qbank import`: an imdb-api.com list to catalogue lines
# (run as `jq -c -S -f import.jq LIST`): numbers from strings, "" rating = none,
# "0" votes = none, keys sorted, null members left out.
def num: if . == null or . == "" then null
  else (tonumber? // (gsub("[,+ ]"; "") | tonumber?) // null) end;
(.items[0].rankUpDown != null) as $popular
| .items[]
| select((.id // "") != "" and (.title // "") != "")
| (.imDbRatingCount | num) as $votes
| (.imDbRating | num) as $rating
| {id, source: "imdb", title, lists: [if $popular then "imdb:most-popular" else "imdb:top250" end],
   genres: [], countries: [],
   crew: ((.crew // "") | split(",") | map(ltrimstr(" ") | rtrimstr(" ")) | map(select(. != ""))),
   year: (.year | num), rank: (.rank | num), rankChange: (.rankUpDown | num),
   rating: (if $rating != null and $votes != 0 then $rating else null end),
   voteCount: (if $rating != null and $votes != 0 then $votes else null end),
   image: (if (.image // "") == "" then null else .image end)}
| del(.[] | nulls)
