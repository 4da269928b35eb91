#!/usr/bin/env python3
"""Validates `handaudit convert --to json` output against docs/hand.schema.json.

usage: validate_hand_json.py SCHEMA [NDJSON]   (NDJSON default: standard input)
Prints "valid N" and exits 0 when every line is valid; prints the first few
errors and exits 1 otherwise; exits 77 when the jsonschema module is missing.
Numbers are parsed as Decimal so that amounts are checked as written.
"""
import decimal
import json
import sys

try:
    import jsonschema
except ImportError:
    print("jsonschema module not available")
    sys.exit(77)


def main():
    with open(sys.argv[1], encoding="utf-8") as f:
        schema = json.load(f)
    cls = jsonschema.validators.validator_for(schema)
    cls.check_schema(schema)
    validator = cls(schema)
    stream = open(sys.argv[2], encoding="utf-8") if len(sys.argv) > 2 else sys.stdin
    count = 0
    bad = 0
    for number, line in enumerate(stream, 1):
        if not line.strip():
            continue
        try:
            obj = json.loads(line, parse_float=decimal.Decimal)
        except ValueError as e:
            bad += 1
            if bad <= 5:
                print(f"line {number}: not JSON: {e}")
            continue
        errors = list(validator.iter_errors(obj))
        count += 1
        if errors:
            bad += 1
            if bad <= 5:
                best = jsonschema.exceptions.best_match(errors)
                print(f"line {number}: {best.message} at {list(best.absolute_path)}")
    print(f"valid {count - bad} of {count}")
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
