#!/usr/bin/env python3
"""Drives a command through a pseudo-terminal with pexpect.

usage: drive.py STEPS_JSON -- COMMAND [ARGS...]
STEPS_JSON is a list of steps: ["expect", TEXT], ["send", KEYS], ["eof"],
["exit", CODE]. Exits 0 when every step held; otherwise prints what went
wrong and the transcript, and exits 1.
"""
import json
import sys

import pexpect


def main():
    split = sys.argv.index("--")
    steps = json.loads(sys.argv[1])
    command = sys.argv[split + 1:]
    transcript = []
    child = pexpect.spawn(command[0], command[1:], encoding="utf-8", timeout=60,
                          dimensions=(40, 160))
    child.logfile_read = type("Log", (), {"write": lambda self, s: transcript.append(s),
                                          "flush": lambda self: None})()
    try:
        for step in steps:
            kind = step[0]
            if kind == "expect":
                child.expect_exact(step[1])
            elif kind == "send":
                child.send(step[1])
            elif kind == "eof":
                child.expect(pexpect.EOF)
            elif kind == "exit":
                child.expect(pexpect.EOF)
                child.close()
                if child.exitstatus != step[1]:
                    raise AssertionError(f"exit status {child.exitstatus}, expected {step[1]}")
    except (pexpect.TIMEOUT, pexpect.EOF, AssertionError) as error:
        print(f"step {step!r} failed: {type(error).__name__}: {str(error).splitlines()[0] if str(error) else ''}")
        print("---- transcript ----")
        print("".join(transcript))
        return 1
    print("".join(transcript))
    return 0


if __name__ == "__main__":
    sys.exit(main())
