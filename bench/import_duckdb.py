#!/usr/bin/env python3
"""The benchmark's DuckDB peer for `qbank import`: `read_json` of an imdb-api.com list,
the same mapping in SQL, and `COPY … (FORMAT JSON)` to a JSON Lines catalogue.

Usage: import_duckdb.py LIST.json OUT.jsonl   (needs duckdb: the bench virtual environment)

Columns are selected in sorted order, so each line has qbank's key order. DuckDB's JSON
writer has no option to leave out NULL members: a film without a rating gets
`"rating":null,"voteCount":null` where qbank leaves the keys out; bench.py compares the
catalogues with such members removed and every other byte the same.
"""
import sys

import duckdb

ITEM = ("STRUCT(id VARCHAR, rank VARCHAR, rankUpDown VARCHAR, title VARCHAR, "
        "fullTitle VARCHAR, year VARCHAR, image VARCHAR, crew VARCHAR, "
        "imDbRating VARCHAR, imDbRatingCount VARCHAR)[]")


def main():
    source, target = sys.argv[1], sys.argv[2]
    con = duckdb.connect()
    con.execute("CREATE MACRO num(s) AS TRY_CAST(trim(ltrim(replace(coalesce(s, ''), ',', ''), '+')) AS BIGINT)")
    con.execute("CREATE MACRO dbl(s) AS TRY_CAST(trim(ltrim(replace(coalesce(s, ''), ',', ''), '+')) AS DOUBLE)")
    error = con.execute(
        "SELECT errorMessage FROM read_json(?, columns = {items: '" + ITEM + "', errorMessage: 'VARCHAR'}, "
        "maximum_object_size = 2000000000, format = 'unstructured')", [source]).fetchone()[0]
    if error:
        sys.exit(f"{source}: the IMDb API refused the request: {error}")
    con.execute(f"""
        CREATE TEMP VIEW items AS
        SELECT generate_subscripts(items, 1) AS ord, unnest(items) AS i
        FROM read_json('{source}', columns = {{items: '{ITEM}', errorMessage: 'VARCHAR'}},
                       maximum_object_size = 2000000000, format = 'unstructured')""")
    con.execute(f"""
        COPY (
          WITH f AS (
            SELECT ord, i.*, num(i.imDbRatingCount) AS votes, dbl(i.imDbRating) AS r,
                   first(i.rankUpDown IS NOT NULL) OVER (ORDER BY ord) AS popular
            FROM items
            WHERE coalesce(i.id, '') <> '' AND coalesce(i.title, '') <> ''
            QUALIFY row_number() OVER (PARTITION BY i.id ORDER BY ord) = 1
          )
          SELECT []::VARCHAR[] AS countries,
                 list_filter(list_transform(string_split(coalesce(crew, ''), ','), lambda c: trim(c)), lambda c: c <> '') AS crew,
                 []::VARCHAR[] AS genres,
                 id,
                 nullif(image, '') AS image,
                 [CASE WHEN popular THEN 'imdb:most-popular' ELSE 'imdb:top250' END] AS lists,
                 num(rank) AS rank,
                 num(rankUpDown) AS rankChange,
                 CASE WHEN r IS NOT NULL AND coalesce(votes, -1) <> 0 THEN
                   (CASE WHEN r = trunc(r) THEN CAST(CAST(r AS BIGINT) AS VARCHAR) ELSE CAST(r AS VARCHAR) END)::JSON
                 END AS rating,
                 'imdb' AS source,
                 title,
                 CASE WHEN r IS NOT NULL AND coalesce(votes, -1) <> 0 THEN votes END AS voteCount,
                 num(year) AS year
          FROM f ORDER BY ord
        ) TO '{target}' (FORMAT JSON)""")


if __name__ == "__main__":
    main()
