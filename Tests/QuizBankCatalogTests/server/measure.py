#!/usr/bin/env python3
"""Runs a command and reports what it cost, as one JSON line on stdout:
{"status": exit status, "maxrss_kib": peak resident memory, "cpu_seconds":
user + system time, "stderr": its standard error}.

The figures are the kernel's own accounting of this one child (getrusage of
the children of this process, which has no other), so other processes on a
loaded machine do not blur them. Standard output is discarded.
"""
import json
import resource
import subprocess
import sys

result = subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
usage = resource.getrusage(resource.RUSAGE_CHILDREN)
json.dump({
    "status": result.returncode,
    "maxrss_kib": usage.ru_maxrss,
    "cpu_seconds": usage.ru_utime + usage.ru_stime,
    "stderr": result.stderr.decode("utf-8", "replace"),
}, sys.stdout)
sys.stdout.write("\n")
