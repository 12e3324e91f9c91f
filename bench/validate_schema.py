#!/usr/bin/env python3
"""The benchmark's schema-validation peers for `qbank validate` on a bundle: Python's
jsonschema (Draft 2020-12) or jsonschema-rs (Rust), both from the bench virtual
environment, against schemas/bundle-v1.schema.json. The bundle is parsed with orjson
(the fastest loader either would be given); its bytes are freed before validating.
The schema alone: no semantic rules, no digest (those are qbank's).

Usage: validate_schema.py jsonschema|jsonschema-rs SCHEMA BUNDLE
Prints "N questions, E errors"; exits 1 when the bundle does not validate.
"""
import sys

import orjson


def main():
    engine, schema_path, bundle_path = sys.argv[1:]
    with open(schema_path, "rb") as f:
        schema = orjson.loads(f.read())
    with open(bundle_path, "rb") as f:
        data = f.read()
    instance = orjson.loads(data)
    del data
    if engine == "jsonschema":
        import jsonschema
        errors = sum(1 for _ in jsonschema.Draft202012Validator(schema).iter_errors(instance))
    elif engine == "jsonschema-rs":
        import jsonschema_rs
        errors = sum(1 for _ in jsonschema_rs.validator_for(schema).iter_errors(instance))
    else:
        sys.exit(f"validate_schema.py: unknown engine {engine!r}: use jsonschema or jsonschema-rs")
    print(f"{len(instance.get('questions', []))} questions, {errors} errors")
    sys.exit(1 if errors else 0)


if __name__ == "__main__":
    main()
