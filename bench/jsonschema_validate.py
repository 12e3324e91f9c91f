#!/usr/bin/env python3
"""Validates a bundle with Python's jsonschema against schemas/bundle-v1.schema.json.

Usage: jsonschema_validate.py SCHEMA BUNDLE
Prints the time to load and the time to validate; exits 1 on the first error.
"""
import json
import sys
import time

import jsonschema

schema = json.load(open(sys.argv[1], encoding="utf-8"))
start = time.perf_counter()
instance = json.load(open(sys.argv[2], encoding="utf-8"))
loaded = time.perf_counter()
validator = jsonschema.Draft202012Validator(schema)
errors = list(validator.iter_errors(instance))
done = time.perf_counter()
print(f"python: load {loaded - start:.2f} s, validate {done - loaded:.2f} s, {len(errors)} errors")
sys.exit(1 if errors else 0)
