#!/usr/bin/env python3
"""Drives the built `qbank play` through a real pseudo-terminal (pexpect).

Usage: play_e2e.py QBANK SCENARIO BUNDLE STATE_DIR

Scenarios: classic, menu, escapes, interrupt, suspend, curate-term, retry,
pictures, keys, layout (curate-term takes curation candidates as BUNDLE). Each prints what it
checked and exits 0, or prints the failure and the screen so far and exits 1.
Run by Tests/QuizBankPlayTests/PseudoTerminalTests.swift.
"""
import datetime
import os
import re
import sys

import pexpect

QBANK, SCENARIO, BUNDLE, STATE = sys.argv[1:5]
GREEN_FRAME = "\x1b[32m\x1b[1m┌"
RED_FRAME = "\x1b[31m\x1b[1m┌"


def env(color=True, extra=None):
    e = dict(os.environ)
    e.update({"TERM": "xterm-256color", "XDG_STATE_HOME": STATE, "LANG": "C.UTF-8", "TZ": "UTC"})
    for key in ("LC_ALL", "LC_MESSAGES", "TMUX", "KITTY_WINDOW_ID", "TERM_PROGRAM", "COLORTERM",
                "LC_TERMINAL"):
        e.pop(key, None)
    if color:
        e.pop("NO_COLOR", None)
    else:
        e["NO_COLOR"] = "1"
    e.update(extra or {})
    return e


def spawn(args, color=True, command=None, extra=None):
    child = pexpect.spawn(
        command or QBANK, args, env=env(color, extra), encoding="utf-8", dimensions=(24, 80),
        timeout=60)
    child.logfile_read = Transcript
    return child


class Transcript:
    text = ""

    @classmethod
    def write(cls, data):
        cls.text += data

    @classmethod
    def flush(cls):
        pass


def fail(message):
    tail = Transcript.text[-3000:]
    print("FAIL: " + message)
    print("---- screen output (last 3000 characters, escapes shown) ----")
    print(tail.encode("unicode_escape").decode("ascii"))
    sys.exit(1)


def check(condition, message):
    if not condition:
        fail(message)
    print("ok: " + message)


def expect(child, pattern, message):
    try:
        child.expect(pattern)
    except (pexpect.TIMEOUT, pexpect.EOF):
        fail("expected " + message)
    print("ok: shows " + message)
    return child


def right_answer(film_number):
    return "y" if film_number % 2 == 0 else "n"


def play_classic_round(child, pattern):
    """Answers 10 questions, right where pattern has True; checks the frame colour."""
    for index, right in enumerate(pattern):
        expect(child, re.escape(f"Question {index + 1} of 10"), f"question {index + 1} of 10")
        expect(child, r"Film (\d+) \(\d{4}\)", "the film's title and year")
        film = int(child.match.group(1))
        expect(child, r"Press y/n to answer", "the answer keys")
        answer = right_answer(film)
        if not right:
            answer = "n" if answer == "y" else "y"
        child.send(answer)
        frame = GREEN_FRAME if right else RED_FRAME
        expect(child, re.escape(frame), ("green" if right else "red") + f" frame after answer {index + 1}")
        expect(child, "Right!" if right else "Wrong\\. The right answer: ", "the feedback text")


def classic():
    child = spawn(["play", BUNDLE, "--seed", "3", "--delay", "50"])
    expect(child, re.escape("A quiz in your terminal"), "the splash banner")
    expect(child, re.escape("Test films"), "the bundle's title")
    pattern = [True, True, False, True, True, True, False, True, False, True]
    play_classic_round(child, pattern)
    expect(child, re.escape("This round is over!"), "the round summary")
    expect(child, re.escape("Your result: 7/10"), "the round's result 7/10")
    expect(child, re.escape("Quizzes played: 1"), "one quiz played")
    expect(child, r"Record: 7/10 \((\d\d\.\d\d\.\d\d \d\d:\d\d)\)", "the record with its date")
    shown = child.match.group(1)
    now = datetime.datetime.now(datetime.timezone.utc)
    allowed = {(now - datetime.timedelta(minutes=m)).strftime("%d.%m.%y %H:%M") for m in range(0, 3)}
    check(shown in allowed, f"the record's date {shown} is the time the round ended")
    expect(child, re.escape("Average accuracy: 70.00%"), "average accuracy 70.00%")
    expect(child, re.escape("Play again?"), "the offer to play again")
    child.send("y")
    expect(child, re.escape("Round 2 · Question 1 of 10"), "a new round after y")
    child.send("q")
    expect(child, re.escape("Thanks for playing!"), "the goodbye")
    child.expect(pexpect.EOF)
    child.close()
    check(child.exitstatus == 0, "exit status 0")

    # A restart: the statistics are still there.
    child = spawn(["play", BUNDLE, "--seed", "4", "--delay", "0"])
    play_classic_round(child, [True] * 10)
    expect(child, re.escape("Your result: 10/10"), "10/10 after the restart")
    expect(child, re.escape("Quizzes played: 2"), "two quizzes played across restarts")
    expect(child, re.escape("Record: 10/10"), "the new record")
    expect(child, re.escape("Average accuracy: 85.00%"), "average accuracy over both rounds, 85.00%")
    expect(child, re.escape("New record!"), "the new-record note")
    child.send("n")
    child.expect(pexpect.EOF)
    child.close()
    check(child.exitstatus == 0, "exit status 0 after n")


def menu():
    child = spawn(["play", BUNDLE, "--delay", "50"])
    expect(child, re.escape("Menu quiz"), "the menu's title")
    expect(child, re.escape("High score: none yet"), "no high score yet")
    expect(child, re.escape("[n]\x1b[0m New game"), "the new-game item")
    child.send("n")
    steps = [("2", True, 1), ("2", True, 3), ("1", False, 3), ("2", True, 7)]
    for index, (key, right, score) in enumerate(steps):
        before = score - (index + 1 if right else 0)
        expect(child, re.escape(f"Question {index + 1} of 4 · Score: {before}"), f"header question {index + 1} of 4, score {before}")
        expect(child, re.escape("Press 1–4 to answer"), "the numbered answer keys")
        child.send(key)
        expect(child, re.escape(f"Question {index + 1} of 4 · Score: {score}"), f"score {score} in the header")
        expect(child, re.escape(GREEN_FRAME if right else RED_FRAME), "green frame" if right else "red frame")
        if right:
            points = index + 1
            word = "point" if points == 1 else "points"
            expect(child, re.escape(f"Right! +{points} {word}"), "the points earned")
        else:
            expect(child, re.escape(f"The right answer: Answer B{index + 1}"), "the revealed right answer")
    expect(child, re.escape("Last game: 7 points, 3 of 4 right"), "back at the menu with the game's result")
    expect(child, re.escape("New record: 7!"), "the new record")
    child.send("q")
    child.expect(pexpect.EOF)
    child.close()
    check(child.exitstatus == 0, "exit status 0")
    child = spawn(["play", BUNDLE])
    expect(child, r"High score: 7 \(\d\d\.\d\d\.\d\d \d\d:\d\d\)", "the saved high score after a restart")
    child.send("q")
    child.expect(pexpect.EOF)


ALLOWED = re.compile(r"\x1b\[H\x1b\[2J|\x1b\[\?25[lh]|\x1b\[0m")


def escapes():
    child = spawn(["play", BUNDLE, "--delay", "0", "--seed", "1"], color=False)
    expect(child, re.escape("Question 1 of"), "the first question")
    child.send("y")
    expect(child, re.escape("Question 2 of"), "the second question")
    child.send("q")
    child.expect(pexpect.EOF)
    output = Transcript.text
    stray = ALLOWED.sub("", output)
    check("\x1b" not in stray, "no escape sequence from the bundle reached the terminal")
    check(not any(c in stray for c in "\x07\x9b\x9d\x08"), "no BEL, C1 or backspace reached the terminal")
    check("pwned" not in output, "the window-title payload was dropped whole")
    check("Evil film" in output and "is shown" in output, "the bundle's text is still shown")


def interrupt():
    script = f"trap '' INT; '{QBANK}' play '{BUNDLE}' --seed 1; echo \"status=$?\"; stty -a"
    child = spawn(["-c", script], command="/bin/sh")
    expect(child, re.escape("Question 1 of 10"), "a question")
    child.sendintr()
    expect(child, r"status=(\d+)", "the player ended by Ctrl-C")
    check(child.match.group(1) == "130", "exit status 130 after Ctrl-C")
    child.expect(pexpect.EOF)
    settings = Transcript.text.split("status=")[-1]
    check(re.search(r"(?<![-\w])icanon\b", settings) is not None, "line editing (icanon) restored")
    check(re.search(r"(?<![-\w])echo\b", settings) is not None, "echo restored")
    check("\x1b[?25h" in Transcript.text.split("Question 1 of 10")[-1], "the cursor shown again")


def stty_flags(text):
    return {
        "icanon": re.search(r"(?<![-\w])icanon\b", text) is not None,
        "echo": re.search(r"(?<![-\w])echo\b", text) is not None,
    }


def suspend():
    # bash with job control, so Ctrl-Z really stops the player and `fg` resumes it.
    script = (
        f"set -m; '{QBANK}' play '{BUNDLE}' --seed 1 --delay 0; echo \"stopped=$?\"; stty -a; "
        "echo SETTINGS-END; fg; echo \"status=$?\""
    )
    child = spawn(["--norc", "--noprofile", "-c", script], command="/bin/bash")
    expect(child, re.escape("Question 1 of 10"), "a question")
    child.sendcontrol("z")
    expect(child, r"stopped=(\d+)", "the shell back after Ctrl-Z")
    check(child.match.group(1) == "148", "the player stopped by SIGTSTP (status 148)")
    expect(child, "SETTINGS-END", "the terminal settings while stopped")
    settings = Transcript.text.split("stopped=")[-1].split("SETTINGS-END")[0]
    check(stty_flags(settings) == {"icanon": True, "echo": True}, "line editing and echo restored while stopped")
    # Between the question and the shell's "stopped=": pexpect may already have read the
    # redraw after `fg` (another "Question 1 of 10") into the transcript by now.
    while_stopped = Transcript.text.split("stopped=")[0].split("Question 1 of 10")[-1]
    check("\x1b[?25h" in while_stopped, "the cursor shown while stopped")
    expect(child, re.escape("Question 1 of 10"), "the question redrawn after fg")
    child.send("y")  # one key, no Enter: only reaches the player if raw mode is back
    expect(child, "Right!|Wrong\\.", "feedback to a single key after fg")
    expect(child, re.escape("Question 2 of 10"), "the next question")
    child.send("q")
    expect(child, r"status=(\d+)", "the player ended")
    check(child.match.group(1) == "0", "exit status 0 after quitting")
    child.expect(pexpect.EOF)


def curate_term():
    pack = os.path.join(STATE, "pack.json")
    script = f"'{QBANK}' curate '{BUNDLE}' -o '{pack}'; echo \"status=$?\"; stty -a"
    child = spawn(["-c", script], command="/bin/sh", color=False)
    expect(child, re.escape("1 of 2"), "the first candidate")
    with open(f"/proc/{child.pid}/task/{child.pid}/children") as children:
        curator = int(children.read().split()[0])
    os.kill(curator, 15)
    expect(child, r"status=(\d+)", "the curator ended by SIGTERM")
    check(child.match.group(1) == "143", "exit status 143 after SIGTERM")
    child.expect(pexpect.EOF)
    settings = Transcript.text.split("status=")[-1]
    check(stty_flags(settings) == {"icanon": True, "echo": True}, "line editing and echo restored")
    check(re.search(r"(?<![-\w])isig\b", settings) is not None, "signals from keys (isig) on")


def retry():
    missing = BUNDLE + ".later.json"
    child = spawn(["play", missing, "--delay", "0"])
    expect(child, re.escape("the quiz could not be loaded"), "that the quiz could not be loaded")
    expect(child, re.escape("no such file"), "why")
    expect(child, re.escape("r — try again · q — quit"), "the retry offer")
    with open(BUNDLE, "rb") as source, open(missing, "wb") as target:
        target.write(source.read())
    child.send("r")
    expect(child, re.escape("Question 1 of 10"), "the game after the retry")
    child.send("q")
    child.expect(pexpect.EOF)
    child = spawn(["play", missing + ".nope"])
    expect(child, re.escape("r — try again · q — quit"), "the retry offer again")
    child.send("q")
    child.expect(pexpect.EOF)
    child.close()
    check(child.exitstatus == 66, "exit status 66 after quitting the retry screen")


def pictures():
    # The bundle's folder holds posters/film<N>.png for every film (written by the Swift test).
    child = spawn(["play", BUNDLE, "--seed", "1"], extra={"KITTY_WINDOW_ID": "1", "TERM": "xterm-kitty"})
    expect(child, re.escape("\x1b_Ga=T,f=100,c=76,"), "a kitty graphics command")
    expect(child, re.escape(";iVBORw0KGgo"), "the PNG's bytes")
    child.send("q")
    child.expect(pexpect.EOF)
    # A 24-bit colour terminal: the poster in half-blocks, inside the card, in 80×24.
    start = len(Transcript.text)
    child = spawn(["play", BUNDLE, "--seed", "1"], extra={"COLORTERM": "truecolor"})
    expect(child, re.escape("\x1b[38;2;"), "a half-block picture in 24-bit colour")
    expect(child, re.escape("Press y/n to answer"), "the first question")
    child.send("q")
    child.expect(pexpect.EOF)
    drawn = Transcript.text[start:]
    check(re.search(r"\x1b\[38;2;\d+;\d+;\d+;(48;2;\d+;\d+;\d+|49)m▀", drawn) is not None,
          "upper half-blocks with foreground and background colours")
    check("[ picture ]" not in drawn, "no placeholder where the picture is drawn")
    fits_80_by_24(drawn)
    # NO_COLOR: the text placeholder, no picture.
    start = len(Transcript.text)
    child = spawn(["play", BUNDLE, "--seed", "1"], color=False, extra={"COLORTERM": "truecolor"})
    expect(child, r"\[ picture \]", "the placeholder with NO_COLOR")
    expect(child, r"posters/film\d+\.png", "the picture's name in the placeholder")
    check("\x1b_G" not in Transcript.text[start:], "no graphics command there")
    check("▀" not in Transcript.text[start:], "no half-blocks there")
    child.send("q")
    child.expect(pexpect.EOF)


def fits_80_by_24(transcript):
    """Every screen in `transcript` has at most 23 lines of at most 80 columns."""
    screens = [s for s in transcript.split("\x1b[H\x1b[2J")[1:] if s.strip()]
    check(len(screens) >= 1, f"{len(screens)} screens drawn")
    for number, screen in enumerate(screens):
        lines = re.sub(r"\x1b\[[0-9;?]*[a-zA-Z]", "", screen).rstrip("\r\n").split("\r\n")
        check(len(lines) <= 23, f"screen {number + 1} has {len(lines)} lines, at most 23")
        widest = max(width(line) for line in lines)
        check(widest <= 80, f"screen {number + 1} is {widest} columns wide, at most 80")


def keys():
    child = spawn(["play", BUNDLE, "--seed", "2", "--delay", "0", "--lang", "ru"])
    expect(child, re.escape("Вопрос 1 из 10"), "the first question, in Russian")
    expect(child, re.escape("q — выход"), "the key hint")
    child.send("\x1b[A\x1b[B")  # arrow keys: ignored, not Esc
    child.send("н")  # the y key on a Cyrillic layout
    expect(child, "Верно!|Неверно\\.", "feedback after the Cyrillic y key")
    expect(child, re.escape("Вопрос 2 из 10"), "the next question")
    child.send("\x1b")
    expect(child, re.escape("Спасибо за игру!"), "Esc quits")
    child.expect(pexpect.EOF)


def width(text):
    import unicodedata
    return sum(0 if unicodedata.combining(c) else 2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in text)


def layout():
    child = spawn(["play", BUNDLE, "--delay", "0"], color=False)
    expect(child, re.escape("[n] New game"), "the menu")
    child.send("n")
    expect(child, re.escape("Press 1–9 to answer"), "a question with nine answers")
    child.send("1")
    expect(child, re.escape("The right answer: "), "the feedback")
    expect(child, re.escape("Because 侍 is the answer"), "the explanation")
    # The keys typed during the feedback are dropped: wait for the next question.
    expect(child, re.escape("Question 2 of 2"), "the next question")
    child.send("q")
    child.expect(pexpect.EOF)
    check(len([s for s in Transcript.text.split("\x1b[H\x1b[2J")[1:] if s.strip()]) >= 3,
          "at least 3 screens drawn")
    fits_80_by_24(Transcript.text)


{"classic": classic, "pictures": pictures, "keys": keys, "layout": layout, "menu": menu, "escapes": escapes, "interrupt": interrupt, "suspend": suspend, "curate-term": curate_term, "retry": retry}[SCENARIO]()
print("PASS " + SCENARIO)
