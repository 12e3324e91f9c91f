#!/usr/bin/env python3
"""The benchmark's job in DuckDB: an IMDb list to a validated bundle, the same job as
pipeline.py and pipeline.jq (rated films; thresholds 2…9 by 0.5 at least 0.2 from the
rating; answers alternate Yes/No; one question a film).

read_json -> questions in SQL -> bundle with a SHA-256 digest of its compact JSON
(sorted keys) -> COPY … (FORMAT JSON) -> validate: read the file back with read_json and
check unique ids, known correct choices, right and unambiguous answers and the digest.
Usage: pipeline_duckdb.py IMDB.json OUT.json   (needs duckdb: the bench virtual environment)
"""
import sys

import duckdb

ITEM = "STRUCT(id VARCHAR, title VARCHAR, year VARCHAR, image VARCHAR, imDbRating VARCHAR)[]"


def main():
    source, out = sys.argv[1], sys.argv[2]
    con = duckdb.connect()
    con.execute("CREATE MACRO fmt(t) AS CASE WHEN t = trunc(t) THEN CAST(CAST(t AS BIGINT) AS VARCHAR) "
                "ELSE CAST(t AS VARCHAR) END")
    con.execute(f"""
        CREATE TEMP TABLE questions AS
        WITH films AS (
          SELECT generate_subscripts(items, 1) AS ord, unnest(items) AS f
          FROM read_json('{source}', columns = {{items: '{ITEM}'}},
                         maximum_object_size = 2000000000, format = 'unstructured')
        ), rated AS (
          SELECT ord, f, CAST(f.imDbRating AS DOUBLE) AS r,
                 list_filter([2 + 0.5 * x FOR x IN range(15)],
                             lambda t: abs(CAST(f.imDbRating AS DOUBLE) - t) >= 0.2) AS safe
          FROM films WHERE f.imDbRating <> ''
        ), picked AS (
          SELECT ord, f, r, safe[1 + CAST(substr(f.id, 3) AS BIGINT) % len(safe)] AS t,
                 (row_number() OVER (ORDER BY ord) - 1) % 2 = 0 AS yes
          FROM rated WHERE len(safe) > 0
        ), shaped AS (
          SELECT ord, f, r, t, yes,
                 CASE WHEN (r > t) = yes THEN 'greater' ELSE 'less' END AS c
          FROM picked
        )
        SELECT ord, {{
          'choices': [{{'id': 'yes', 'text': {{'en': 'Yes'}}}}, {{'id': 'no', 'text': {{'en': 'No'}}}}],
          'correct': [CASE WHEN yes THEN 'yes' ELSE 'no' END],
          'id': 'rating-' || f.id || '-' || fmt(t),
          'image': {{'source': f.image}},
          'kind': 'yes-no',
          'points': 1,
          'prompt': {{'en': 'Is the rating of “' || f.title || '” ' || c || ' than ' || fmt(t) || '?'}},
          'provenance': {{'rule': 'rating-threshold', 'source': 'imdb', 'sourceId': f.id,
                          'values': {{'comparison': c, 'precision': 1, 'rating': r, 'threshold': t}}}},
          'subject': {{'title': f.title, 'year': CAST(f.year AS BIGINT)}},
          'tags': []::VARCHAR[]
        }} AS q FROM shaped""")
    con.execute("""
        CREATE TEMP TABLE bundle AS
        SELECT 'en' AS defaultLocale, 'quizbank.bundle' AS format, 1 AS formatVersion, 'bench' AS id,
               ['en'] AS locales, (SELECT list(q ORDER BY ord) FROM questions) AS questions,
               {'feedbackDelayMs': 1000, 'mode': 'classic', 'roundSize': 10,
                'shuffleChoices': false, 'shuffleQuestions': true} AS settings,
               {'en': 'Bench'} AS title, '1.0.0' AS version""")
    con.execute("DROP TABLE questions")
    con.execute(f"""
        COPY (SELECT defaultLocale, sha256(CAST(to_json(b) AS VARCHAR)) AS digest, format, formatVersion,
                     id, locales, questions, settings, title, version FROM bundle b)
        TO '{out}' (FORMAT JSON)""")
    con.execute("DROP TABLE bundle")

    # Validate: the file read back.
    count, errors = con.execute(f"""
        WITH b AS (
          SELECT * FROM read_json('{out}', maximum_object_size = 2000000000, format = 'unstructured')
        ), q AS (SELECT unnest(questions) AS q FROM b), checks AS (
          SELECT count(*) AS n, count(DISTINCT q.id) AS ids,
                 count(*) FILTER (
                   WHERE len(q.choices) <> 2
                      OR len(list_filter(q.correct, lambda c: NOT list_contains([x.id FOR x IN q.choices], c))) > 0
                      OR round(q.provenance."values".rating, 1) = q.provenance."values".threshold
                      OR (q.correct = ['yes']) <> (CASE WHEN q.provenance."values".comparison = 'greater'
                                                       THEN q.provenance."values".rating > q.provenance."values".threshold
                                                       ELSE q.provenance."values".rating < q.provenance."values".threshold END)
                 ) AS bad
          FROM q
        ), digest AS (
          SELECT digest = sha256(CAST(to_json({{'defaultLocale': defaultLocale, 'format': format,
                   'formatVersion': formatVersion, 'id': id, 'locales': locales, 'questions': questions,
                   'settings': settings, 'title': title, 'version': version}}) AS VARCHAR)) AS ok
          FROM b
        )
        SELECT n, bad + (n - ids) + CASE WHEN (SELECT ok FROM digest) THEN 0 ELSE 1 END FROM checks""").fetchone()
    print(f"duckdb: {count} questions, {errors} validation errors")
    sys.exit(1 if errors else 0)


if __name__ == "__main__":
    main()
