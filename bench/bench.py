#!/usr/bin/env python3
"""Runs every benchmark job for qbank and its peers in one run and prints one table.

Usage: bench.py --qbank PATH --venv-python PATH [--quick] [--runs N] [--jobs LIST]
                [--films N] [--bundle-mid N] [--bundle-big N] [--pack N] [--out DIR]
                [--baseline-qbank PATH]

Called by bench/run-all.sh, which builds qbank and the virtual environment first.
For each job the tools run in turn (qbank, peer, peer, …, then again, the order rotated
each round), at least three rounds; each run is measured with os.wait4: wall seconds,
CPU seconds (user + system, of the process and the children it waited for) and peak RSS.
A row gives the median of each. The outputs are checked after every run (the same
catalogue bytes, the same question count, every validator accepting the file) and the
run stops loudly on any disagreement. Writes bench/out/runs.csv (every run),
bench/out/table.md (the table) and prints the table.
With --baseline-qbank, every job that runs qbank also runs the same commands with that
binary as "… (baseline)", alternating with the others in the same rounds, so one run gives
a before/after table; its outputs must be byte-identical to qbank's.
Only the Python standard library is used here; the peers run in the bench venv.
"""
import argparse
import csv
import datetime
import hashlib
import os
import platform
import re
import statistics
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
BUNDLE_SCHEMA = os.path.join(ROOT, "schemas", "bundle-v1.schema.json")
PACK_SCHEMA = os.path.join(ROOT, "schemas", "quizpack-v1.xsd")

RULES_YAML = """locales: [en]
rules:
  - type: rating-threshold
    thresholds: {from: 2, to: 9, step: 0.5}
    comparisons: [greater, less]
    margin: 0.2
"""


class BenchFailure(Exception):
    """A tool failed or disagreed with qbank: the run stops."""


def die(message):
    print(f"bench: FAILED: {message}", file=sys.stderr)
    sys.exit(1)


def say(message):
    print(f"bench: {message}", file=sys.stderr, flush=True)


def loadavg():
    with open("/proc/loadavg") as f:
        return " ".join(f.read().split()[:3])


def machine():
    model = "unknown CPU"
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("model name"):
                    model = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    memory = "?"
    try:
        with open("/proc/meminfo") as f:
            for line in f:
                if line.startswith("MemTotal:"):
                    memory = f"{int(line.split()[1]) / 1024 / 1024:.1f} GiB"
                    break
    except OSError:
        pass
    return f"{os.cpu_count()} CPUs ({model}), {memory} RAM, {platform.system()} {platform.release()}"


def version(argv):
    try:
        result = subprocess.run(argv, capture_output=True, text=True, timeout=60)
    except OSError as error:
        return f"unavailable ({error})"
    text = (result.stdout or result.stderr).strip().splitlines()
    return text[0] if text else "?"


# Measuring ------------------------------------------------------------------------------

def measure_step(argv, stdout_path, log_path):
    """Runs one process; returns (wall, cpu, maxrss_kib). Fails on a non-zero exit."""
    out = open(stdout_path, "wb") if stdout_path else open(log_path, "ab")
    with open(log_path, "ab") as err:
        start = time.perf_counter()
        process = subprocess.Popen(argv, stdin=subprocess.DEVNULL, stdout=out, stderr=err)
        _, status, usage = os.wait4(process.pid, 0)
        wall = time.perf_counter() - start
        process.returncode = os.waitstatus_to_exitcode(status)
    out.close()
    if process.returncode != 0:
        with open(log_path, errors="replace") as f:
            tail = f.read()[-2000:]
        raise BenchFailure(f"{' '.join(argv)} exited with {process.returncode}:\n{tail}")
    return wall, usage.ru_utime + usage.ru_stime, usage.ru_maxrss


def file_sha256(path, transform=None):
    digest = hashlib.sha256()
    with open(path, "rb") as f:
        if transform is None:
            for chunk in iter(lambda: f.read(1 << 20), b""):
                digest.update(chunk)
        else:
            for line in f:
                digest.update(transform(line))
    return digest.hexdigest()


def count_in_file(path, needle):
    """Occurrences of needle in a file, read a megabyte at a time."""
    count, tail = 0, b""
    with open(path, "rb") as f:
        for chunk in iter(lambda: f.read(1 << 20), b""):
            block = tail + chunk
            count += block.count(needle)
            # The carried tail is shorter than the needle, so no needle is counted twice.
            tail = block[-(len(needle) - 1):] if len(needle) > 1 else b""
    return count


NULL_MEMBER = re.compile(rb',"[A-Za-z]+":null')


def without_nulls(line):
    return NULL_MEMBER.sub(b"", line)


# Jobs -----------------------------------------------------------------------------------

class Tool:
    """One tool's way of doing a job: one or more steps (argv, stdout file or None)."""

    def __init__(self, name, steps, output=None, check=None):
        self.name, self.steps, self.output, self.check = name, steps, output, check


def baseline_of(args, tool, renames=None):
    """The same tool with the baseline binary: qbank's path swapped in every step, and
    the files it writes renamed (`renames`: path → path) so the two never share one."""
    renames = renames or {}

    def swap(value):
        return args.baseline_qbank if value == args.qbank else renames.get(value, value)

    steps = [([swap(a) for a in argv], swap(stdout) if stdout else None) for argv, stdout in tool.steps]
    return Tool(f"{tool.name} (baseline)", steps, renames.get(tool.output, tool.output), tool.check)


def with_baseline(args, tools, renames=None):
    """`tools` with the baseline of the first (qbank's) right after it, when asked for;
    with --qbank-only, the peers are left out (a before/after comparison of qbank alone)."""
    peers = [] if args.qbank_only else tools[1:]
    if not args.baseline_qbank:
        return tools[:1] + peers
    return tools[:1] + [baseline_of(args, tools[0], renames)] + peers


class Target:
    """What an issue asks of qbank on a job: at most `wall` and `cpu` seconds and under
    `rss_mib` MiB of peak memory (any may be None), with where the target comes from."""

    def __init__(self, source, wall=None, cpu=None, rss_mib=None):
        self.source, self.wall, self.cpu, self.rss_mib = source, wall, cpu, rss_mib

    def ratios(self, wall, cpu, rss_kib):
        """(label, figure ÷ target, met) for each figure the target sets; ≤ 1 is met
        (peak memory must stay under its target)."""
        result = []
        if self.wall is not None:
            result.append(("wall", wall / self.wall, wall <= self.wall))
        if self.cpu is not None:
            result.append(("CPU", cpu / self.cpu, cpu <= self.cpu))
        if self.rss_mib is not None:
            rss = rss_kib / 1024
            result.append(("RSS", rss / self.rss_mib, rss < self.rss_mib))
        return result

    def describe(self):
        parts = []
        if self.wall is not None:
            parts.append(f"≤ {self.wall:g} s wall")
        if self.cpu is not None:
            parts.append(f"≤ {self.cpu:g} s CPU")
        if self.rss_mib is not None:
            parts.append(f"< {self.rss_mib:g} MiB peak memory")
        return ", ".join(parts)


class Job:
    def __init__(self, key, title, size, tools, note="", targets=None, target=None):
        self.key, self.title, self.size, self.tools, self.note = key, title, size, tools, note
        # Issue 16's targets: a function of {tool name: (wall, cpu, rss) medians} → lines
        # (the validate rows), or a Target of absolute figures (the pipeline row).
        self.targets = targets
        self.target = target


# Issue 16's targets for the validate rows.
BUNDLE_TARGET_MBPS = 500      # bundle validation, wall, 2 cores, every rule and the digest
BUNDLE_TARGET_CPU_LEAD = 5    # jsonschema-rs CPU ÷ qbank CPU, at least
PACK_TARGET_CPU_RATIO = 1.2   # qbank CPU ÷ xmllint --stream --schema CPU, at most


def throughput(name, size_bytes, wall, target=None):
    rate = size_bytes / 1e6 / wall
    line = f"{name}: {rate:,.0f} MB/s by wall"
    if target:
        line += f" ({rate / target:.2f}× the target of {target} MB/s: {'met' if rate >= target else 'not met'})"
    return line


def bundle_targets(size_bytes):
    def targets(medians):
        lines = []
        for name, (wall, cpu, _) in medians.items():
            if name.startswith("qbank"):
                lines.append(throughput(name, size_bytes, wall, BUNDLE_TARGET_MBPS))
                if "jsonschema-rs" in medians:
                    lead = medians["jsonschema-rs"][1] / cpu
                    lines.append(f"jsonschema-rs CPU ÷ {name} CPU: {lead:.1f}× (target at least "
                                 f"{BUNDLE_TARGET_CPU_LEAD}×: {'met' if lead >= BUNDLE_TARGET_CPU_LEAD else 'not met'})")
        return lines
    return targets


def pack_targets(size_bytes):
    def targets(medians):
        lines = []
        for name, (wall, cpu, _) in medians.items():
            if name.startswith("qbank"):
                lines.append(throughput(name, size_bytes, wall))
                for peer, (_, peer_cpu, _) in medians.items():
                    if peer.startswith("xmllint"):
                        ratio = cpu / peer_cpu
                        lines.append(f"{name} CPU ÷ {peer} CPU: {ratio:.2f}× (target at most "
                                     f"{PACK_TARGET_CPU_RATIO}×: {'met' if ratio <= PACK_TARGET_CPU_RATIO else 'not met'})")
        return lines
    return targets


def run_job(job, runs, out_dir, rows, raw):
    say(f"job {job.key}: {job.title} ({job.size}); {len(job.tools)} tools × {runs} runs")
    logs = os.path.join(out_dir, "logs")
    os.makedirs(logs, exist_ok=True)
    results = {tool.name: [] for tool in job.tools}
    for round_index in range(runs):
        shift = round_index % len(job.tools)
        order = job.tools[shift:] + job.tools[:shift]
        for tool in order:
            log = os.path.join(logs, f"{job.key}-{re.sub('[^A-Za-z0-9]+', '_', tool.name)}-{round_index + 1}.log")
            if os.path.exists(log):
                os.remove(log)
            wall = cpu = 0.0
            rss = 0
            load = loadavg().split()[0]
            for argv, stdout_path in tool.steps:
                w, c, r = measure_step(argv, stdout_path, log)
                wall, cpu, rss = wall + w, cpu + c, max(rss, r)
            with open(log, errors="replace") as f:
                text = f.read()
            detail = tool.check(tool, text) if tool.check else ""
            results[tool.name].append((wall, cpu, rss))
            raw.append([job.key, tool.name, round_index + 1, f"{wall:.3f}", f"{cpu:.3f}", rss, load, detail])
            say(f"  {tool.name:<28} run {round_index + 1}: {wall:7.2f} s wall {cpu:7.2f} s CPU "
                f"{rss / 1024:8.1f} MiB  load {load}  {detail}")
            if tool.output and os.path.exists(tool.output):
                os.remove(tool.output)  # free the disk (and the page cache) before the next tool
    base = results[job.tools[0].name]
    base_wall = statistics.median(r[0] for r in base)
    base_cpu = statistics.median(r[1] for r in base)
    for tool in job.tools:
        mine = results[tool.name]
        wall = statistics.median(r[0] for r in mine)
        cpu = statistics.median(r[1] for r in mine)
        rss = statistics.median(r[2] for r in mine)
        rows.append((job, tool, wall, cpu, rss, wall / base_wall, cpu / base_cpu,
                     ", ".join(f"{r[0]:.2f}" for r in mine), mine))


def paired_note(job, tool, rounds, base_rounds):
    """For a baseline row: its wall and CPU over qbank's round by round (the two ran minutes
    apart at most, so a machine that wanders between rounds cancels out), median and range;
    and whether the range holds 1 (the run cannot tell the two builds apart)."""
    parts = []
    undecided = False
    for label, k in (("CPU", 1), ("wall", 0)):
        ratios = sorted(mine[k] / base[k] for mine, base in zip(rounds, base_rounds))
        parts.append(f"{label} median {statistics.median(ratios):.3f}× "
                     f"(range {ratios[0]:.3f}–{ratios[-1]:.3f}×)")
        undecided = undecided or ratios[0] <= 1 <= ratios[-1]
    # Two builds that do not differ still agree in every one of n rounds by chance,
    # 1 time in 2^(n-1): the note says so, so that a short run is not read as proof.
    verdict = ("the range holds 1: this run cannot tell the two builds apart" if undecided
               else f"every round agrees on which build is faster (by chance alone, 1 run in "
                    f"{2 ** (len(rounds) - 1)} with {len(rounds)} rounds)")
    return (f"- {job.title} ({job.size}): {tool.name} ÷ qbank, round by round: "
            f"{'; '.join(parts)}; {verdict}.")


def import_job(args, data):
    films, listing = args.films, data["list"]
    work = os.path.join(args.out, "import")
    os.makedirs(work, exist_ok=True)
    expected = {}

    def agree(normalise=None):
        def check(tool, _text):
            digest = file_sha256(tool.output, normalise)
            reference = expected.setdefault("sha", digest)
            if digest != reference:
                raise BenchFailure(f"import: {tool.name}'s catalogue {tool.output} differs from qbank's "
                                   f"(sha256 {digest} against {reference})")
            return f"catalogue sha256 {digest[:12]}… = qbank's"
        return check

    def out(name):
        return os.path.join(work, f"{name}.jsonl")

    py = args.venv_python
    tools = [
        Tool("qbank import", [([args.qbank, "import", "--max-size", "2G", listing, "-o", out("qbank")], None)],
             out("qbank"), agree()),
        Tool("Python json", [([py, os.path.join(HERE, "import_python.py"), listing, out("python")], None)],
             out("python"), agree()),
        Tool("Python orjson", [([py, os.path.join(HERE, "import_python.py"), "--orjson", listing, out("orjson")],
                                None)], out("orjson"), agree()),
        Tool("DuckDB read_json + COPY", [([py, os.path.join(HERE, "import_duckdb.py"), listing, out("duckdb")],
                                          None)], out("duckdb"), agree(without_nulls)),
        Tool("jq", [(["jq", "-c", "-S", "-f", os.path.join(HERE, "import.jq"), listing], out("jq"))], out("jq"), agree()),
    ]
    tools = with_baseline(args, tools, {out("qbank"): out("qbank-baseline")})
    size = os.path.getsize(listing)
    return Job("import", "IMDb list → catalogue (JSON Lines)", f"{films:,} films, {size / 1e6:.0f} MB", tools,
               "DuckDB's catalogue is compared with its `\"key\":null` members removed (its JSON writer "
               "cannot leave them out); every other byte of every catalogue is qbank's.")


def validate_checker(expected_count):
    def check(tool, text):
        if tool.name.startswith("qbank"):
            if "no findings" not in text:
                raise BenchFailure(f"{tool.name} did not accept the bundle: {text[-500:]}")
            return "no findings"
        match = re.search(r"(\d+) questions, (\d+) errors", text)
        if not match or int(match.group(1)) != expected_count or match.group(2) != "0":
            raise BenchFailure(f"{tool.name}: expected {expected_count} questions and 0 errors, got: {text[-300:]}")
        return f"{match.group(1)} questions, 0 errors"
    return check


def validate_job(args, bundle, count, with_python):
    py = args.venv_python
    script = os.path.join(HERE, "validate_schema.py")
    check = validate_checker(count)
    tools = [Tool("qbank validate", [([args.qbank, "validate", bundle], None)], None, check),
             Tool("jsonschema-rs", [([py, script, "jsonschema-rs", BUNDLE_SCHEMA, bundle], None)], None, check)]
    if with_python:
        tools.append(Tool("Python jsonschema", [([py, script, "jsonschema", BUNDLE_SCHEMA, bundle], None)],
                          None, check))
    tools = with_baseline(args, tools)
    size = os.path.getsize(bundle)
    key = f"validate-{count // 1000}k"
    note = ("qbank checks the schema, every semantic rule and the digest; the peers check the schema only "
            "(loading with orjson).")
    if not with_python:
        note += " Python jsonschema is left out at this size (minutes a run); see the smaller bundle."
    return Job(key, "validate a bundle", f"{count:,} questions, {size / 1e6:.0f} MB", tools, note,
               bundle_targets(size))


def pack_job(args, pack, count):
    def check(tool, text):
        if tool.name.startswith("qbank"):
            if "no findings" not in text:
                raise BenchFailure(f"qbank did not accept the pack: {text[-500:]}")
            return "no findings"
        if "validates" not in text:
            raise BenchFailure(f"xmllint did not validate the pack: {text[-500:]}")
        return "validates"
    tools = [Tool("qbank validate", [([args.qbank, "validate", pack], None)], None, check),
             Tool("xmllint --stream --schema",
                  [(["xmllint", "--noout", "--stream", "--schema", PACK_SCHEMA, pack], None)], None, check)]
    tools = with_baseline(args, tools)
    size = os.path.getsize(pack)
    return Job("pack", "validate an XML pack", f"{count:,} questions, {size / 1e6:.0f} MB", tools,
               "qbank checks the schema and every semantic rule; xmllint the schema only.",
               pack_targets(size))


def pipeline_job(args, data):
    listing = data["pipeline-list"]
    work = os.path.join(args.out, "pipeline")
    os.makedirs(work, exist_ok=True)
    rules = os.path.join(work, "rules.yaml")
    with open(rules, "w") as f:
        f.write(RULES_YAML)
    py = args.venv_python
    counts = {}

    def out(name):
        return os.path.join(work, f"{name}-bundle.json")

    def check(tool, text):
        # Counted here in the file each tool wrote (each question has one "kind" key),
        # not taken from the tool's own report.
        n = count_in_file(tool.output, b'"kind"')
        if not tool.name.startswith("qbank"):
            match = re.search(r"(\d+) questions, (\d+) validation errors", text)
            if not match or int(match.group(1)) != n or match.group(2) != "0":
                raise BenchFailure(f"{tool.name}: its check says {text.strip()[-300:]!r}; the file holds {n}")
        else:
            if "no findings" not in text:
                raise BenchFailure(f"{tool.name}: qbank validate did not accept its bundle: {text[-500:]}")
            # qbank and its baseline must write the same bytes.
            digest = file_sha256(tool.output)
            first = counts.setdefault("qbank-sha", digest)
            if digest != first:
                raise BenchFailure(f"pipeline: {tool.name}'s bundle differs from the other qbank's "
                                   f"(sha256 {digest} against {first})")
        reference = counts.setdefault("n", n)
        if n != reference:
            raise BenchFailure(f"pipeline: {tool.name} wrote {n} questions, qbank {reference}")
        return f"{n} questions = qbank's, 0 errors"

    films = os.path.join(work, "films.jsonl")
    tools = [
        Tool("qbank import → generate → validate", [
            ([args.qbank, "import", "--max-size", "2G", listing, "-o", films], None),
            ([args.qbank, "generate", films, "--rules", rules, "-o", out("qbank"), "--id", "bench"], None),
            ([args.qbank, "validate", out("qbank")], None),
        ], out("qbank"), check),
        Tool("Python json", [([py, os.path.join(HERE, "pipeline.py"), listing, out("python")], None)],
             out("python"), check),
        Tool("DuckDB", [([py, os.path.join(HERE, "pipeline_duckdb.py"), listing, out("duckdb")], None)],
             out("duckdb"), check),
        Tool("jq", [(["jq", "-f", os.path.join(HERE, "pipeline.jq"), listing], out("jq")),
                    (["jq", "-r", "-f", os.path.join(HERE, "pipeline-check.jq"), out("jq")], None)],
             out("jq"), check),
    ]
    tools = with_baseline(args, tools, {films: os.path.join(work, "films-baseline.jsonl"),
                                        out("qbank"): out("qbank-baseline")})
    size = os.path.getsize(listing)
    # Issue 16's targets are for the full size (1M films); a smaller run shows no target.
    target = (Target("issue 16", wall=5.0, cpu=8.0, rss_mib=256)
              if args.pipeline_films == 1_000_000 else None)
    return Job("pipeline", "films → validated bundle (import → generate → validate)",
               f"{args.pipeline_films:,} films, {size / 1e6:.0f} MB", tools,
               "qbank's row is the sum of its three commands (peak memory: the largest); "
               "jq's is the build plus its check script.", target=target)


# Data -----------------------------------------------------------------------------------

def generate(path, argv):
    if os.path.exists(path) and os.path.getsize(path) > 0:
        return
    say(f"generating {os.path.basename(path)}")
    tmp = path + ".tmp"
    subprocess.run(argv + [tmp], check=True)
    os.replace(tmp, path)


def make_data(args, jobs):
    data_dir = os.path.join(args.out, "data")
    os.makedirs(data_dir, exist_ok=True)
    py = sys.executable
    data = {}
    if "import" in jobs:
        data["list"] = os.path.join(data_dir, f"imdb-list-{args.films}.json")
        generate(data["list"], [py, os.path.join(HERE, "gen-imdb-list.py"), str(args.films)])
    if "pipeline" in jobs:
        data["pipeline-list"] = os.path.join(data_dir, f"imdb-{args.pipeline_films}.json")
        generate(data["pipeline-list"], [py, os.path.join(HERE, "make-imdb-list.py"), str(args.pipeline_films)])
    if "validate" in jobs:
        for count in (args.bundle_mid, args.bundle_big):
            data[f"bundle-{count}"] = os.path.join(data_dir, f"bundle-{count}.json")
            generate(data[f"bundle-{count}"], [py, os.path.join(HERE, "make_bundle.py"), str(count)])
    if "pack" in jobs:
        data["pack"] = os.path.join(data_dir, f"pack-{args.pack}.xml")
        generate(data["pack"], [py, os.path.join(HERE, "make_pack.py"), str(args.pack)])
    return data


# Table ----------------------------------------------------------------------------------

def mib(kib):
    return f"{kib / 1024:,.0f} MiB" if kib < 1024 * 1024 * 10 else f"{kib / 1024 / 1024:.1f} GiB"


def target_cell(job, tool, wall, cpu, rss):
    """The qbank rows' figures over the job's target (`wall 3.2×, CPU 3.4×, RSS 0.5×`);
    empty for a peer or a job without a target."""
    if job.target is None or not tool.name.startswith("qbank"):
        return ""
    return ", ".join(f"{label} {ratio:.2f}×{'' if met else ' (not met)'}"
                     for label, ratio, met in job.target.ratios(wall, cpu, rss))


def table(rows, header, footer, runs):
    lines = header + ["",
                      f"Median of {runs} runs each, tools alternating within each round. Ratios are the "
                      "tool's median over qbank's (above 1: qbank is faster). CPU is user + system "
                      "time of the process and its children. \"÷ target\": qbank's figure over the "
                      "issue's target for the job (at most 1: met).", "",
                      "| job | input | tool | wall s | CPU s | peak RSS | wall ÷ qbank | CPU ÷ qbank | ÷ target | wall s of each run |",
                      "|---|---|---|---:|---:|---:|---:|---:|---|---|"]
    notes = []
    medians = {}  # job → {tool name: (wall, cpu, rss)}, for the targets
    rounds_of = {}  # job → the first tool's (qbank's) rounds
    for job, tool, wall, cpu, rss, wall_ratio, cpu_ratio, each, rounds in rows:
        medians.setdefault(job, {})[tool.name] = (wall, cpu, rss)
        first = tool is job.tools[0]
        if first:
            rounds_of[job] = rounds
        elif tool.name.endswith("(baseline)"):
            notes.append(paired_note(job, tool, rounds, rounds_of[job]))
        lines.append(f"| {job.title if first else ''} | {job.size if first else ''} | {tool.name} | "
                     f"{wall:.2f} | {cpu:.2f} | {mib(rss)} | "
                     f"{'—' if first else f'{wall_ratio:.1f}×'} | {'—' if first else f'{cpu_ratio:.1f}×'} | "
                     f"{target_cell(job, tool, wall, cpu, rss)} | {each} |")
        if first and job.note:
            notes.append(f"- {job.title} ({job.size}): {job.note}")
        if first and job.target is not None:
            notes.append(f"- {job.title} ({job.size}): the target ({job.target.source}) is "
                         f"{job.target.describe()}.")
    goals = [f"- {job.title} ({job.size}): {line}"
             for job, found in medians.items() if job.targets for line in job.targets(found)]
    if goals:
        goals = ["Issue 16's targets (medians above):", ""] + goals + [""]
    return "\n".join(lines + [""] + notes + [""] + goals + footer) + "\n"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--qbank", required=True)
    parser.add_argument("--venv-python", required=True)
    parser.add_argument("--out", default=os.path.join(HERE, "out"))
    parser.add_argument("--quick", action="store_true", help="small inputs: checks the scripts in minutes")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--jobs", default="import,validate,pack,pipeline")
    parser.add_argument("--films", type=int)
    parser.add_argument("--pipeline-films", type=int)
    parser.add_argument("--bundle-mid", type=int)
    parser.add_argument("--bundle-big", type=int)
    parser.add_argument("--pack", type=int)
    parser.add_argument("--qbank-only", action="store_true",
                        help="run only qbank (and its baseline): no peers; for before/after checks")
    parser.add_argument("--baseline-qbank", metavar="PATH",
                        help="also run every qbank job with this binary (\"… (baseline)\"), in the same rounds")
    args = parser.parse_args()
    if args.baseline_qbank:
        args.baseline_qbank = os.path.abspath(args.baseline_qbank)
        if not (os.path.isfile(args.baseline_qbank) and os.access(args.baseline_qbank, os.X_OK)):
            parser.error(f"--baseline-qbank: {args.baseline_qbank} is not an executable file")
    if args.runs < 3:
        parser.error("--runs must be at least 3 (the table gives medians of three or more)")
    sizes = (dict(films=50_000, pipeline_films=50_000, bundle_mid=5_000, bundle_big=20_000, pack=20_000)
             if args.quick else
             dict(films=1_000_000, pipeline_films=1_000_000, bundle_mid=50_000, bundle_big=300_000, pack=250_000))
    for key, value in sizes.items():
        if getattr(args, key) is None:
            setattr(args, key, value)
    jobs = [j.strip() for j in args.jobs.split(",") if j.strip()]
    unknown = set(jobs) - {"import", "validate", "pack", "pipeline"}
    if unknown:
        parser.error(f"unknown job(s) {', '.join(sorted(unknown))}: use import, validate, pack, pipeline")
    os.makedirs(args.out, exist_ok=True)

    data = make_data(args, jobs)
    started = datetime.datetime.now(datetime.timezone.utc)
    load_start = loadavg()
    py = args.venv_python
    versions = [
        f"qbank: {version([args.qbank, '--version'])} (release build)",
    ] + ([f"qbank (baseline): {version([args.baseline_qbank, '--version'])} ({args.baseline_qbank})"]
         if args.baseline_qbank else []) + [
        "Python: " + version([py, "-c", "import sys; print(sys.version.split()[0])"]),
        "orjson, duckdb, jsonschema, jsonschema-rs: " + version([py, "-c",
            "from importlib.metadata import version as v; "
            "print(', '.join(v(p) for p in ('orjson', 'duckdb', 'jsonschema', 'jsonschema-rs')))"]),
        "jq: " + version(["jq", "--version"]),
        "xmllint: " + version(["xmllint", "--version"]),
    ]
    say(f"start {started:%Y-%m-%d %H:%M} UTC, load average {load_start}")
    rows, raw = [], []

    def write(done):
        """Writes runs.csv and table.md: after every job, so a run cut short keeps what it measured."""
        finished = datetime.datetime.now(datetime.timezone.utc)
        state = "" if done else " (incomplete: the run is still going or was stopped)"
        header = [f"Benchmark run {started:%Y-%m-%d %H:%M}–{finished:%H:%M} UTC{state}"
                  f"{' (quick mode: small inputs, not for quoting)' if args.quick else ''}",
                  "",
                  f"- Machine: {machine()}",
                  f"- Load average (1, 5, 15 min) at start: {load_start}; at end: {loadavg()}",
                  ] + [f"- {v}" for v in versions]
        footer = ["Outputs checked in every run: the same catalogue bytes for every import, the same "
                  "question count (counted in each written bundle) for every pipeline, every validator "
                  "accepting its file."]
        if args.baseline_qbank:
            footer.append("qbank (baseline) ran the same commands with the baseline binary, alternating with "
                          "the other tools; its catalogues and bundles were checked byte-identical to qbank's. "
                          "Its ratio is baseline ÷ qbank: above 1, the new build is faster.")
        text = table(rows, header, footer, args.runs)
        with open(os.path.join(args.out, "runs.csv"), "w", newline="") as f:
            writer = csv.writer(f)
            writer.writerow(["job", "tool", "run", "wall_s", "cpu_s", "maxrss_kib", "load1_at_start", "check"])
            writer.writerows(raw)
        with open(os.path.join(args.out, "table.md"), "w") as f:
            f.write(text)
        return text

    try:
        for key in jobs:
            if key == "import":
                run_job(import_job(args, data), args.runs, args.out, rows, raw)
            elif key == "validate":
                run_job(validate_job(args, data[f"bundle-{args.bundle_mid}"], args.bundle_mid, True),
                        args.runs, args.out, rows, raw)
                write(False)
                run_job(validate_job(args, data[f"bundle-{args.bundle_big}"], args.bundle_big, False),
                        args.runs, args.out, rows, raw)
            elif key == "pack":
                run_job(pack_job(args, data["pack"], args.pack), args.runs, args.out, rows, raw)
            elif key == "pipeline":
                run_job(pipeline_job(args, data), args.runs, args.out, rows, raw)
            write(False)
    except BenchFailure as failure:
        write(False)
        die(str(failure))
    print(write(True))


if __name__ == "__main__":
    main()
