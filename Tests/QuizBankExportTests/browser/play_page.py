#!/usr/bin/env python3
"""Plays pages written by `qbank export --to html` in headless Chromium.

Usage: play_page.py PAGES_DIR SHOTS_DIR

PAGES_DIR holds classic.html (the MovieQuiz sample, classic mode), menu.html (a
menu-mode bundle whose first question is an injection attempt, with a
multiple-response question, local pictures, a right-to-left locale and tricky
numbers, escapes and non-BMP keys) and expected.json (what the Swift test knows
about them). Screenshots of each screen at 1280x800 and 375x667 go to SHOTS_DIR.

Prints one line per check and exits 0 when all pass, 1 when any fails, 69 when
Chromium, chromedriver or selenium is missing.
"""
import json
import os
import re
import shutil
import sys
import time
import traceback

try:
    from selenium import webdriver
    from selenium.common.exceptions import TimeoutException, UnexpectedAlertPresentException
    from selenium.webdriver.chrome.service import Service
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.keys import Keys
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import Select, WebDriverWait
except ImportError as error:
    print(f"unavailable: python3 selenium is missing ({error}): apt-get install python3-selenium")
    sys.exit(69)

PAGES, SHOTS = sys.argv[1], sys.argv[2]
EXPECTED = json.load(open(os.path.join(PAGES, "expected.json"), encoding="utf-8"))
FAILURES = []
SIZES = [(1280, 800), (375, 667)]
FAST = "?delay=400"  # the page's test hook: long enough to read the feedback, short enough for many rounds


def check(name, condition, detail=""):
    print(("ok   " if condition else "FAIL ") + name + (f" — {detail}" if detail and not condition else ""))
    if not condition:
        FAILURES.append(name)


def browser():
    chromium = shutil.which("chromium") or shutil.which("chromium-browser")
    driver_path = shutil.which("chromedriver") or "/usr/bin/chromedriver"
    if not chromium or not os.path.exists(driver_path):
        print("unavailable: chromium and chromium-driver are needed: apt-get install chromium chromium-driver")
        sys.exit(69)
    options = webdriver.ChromeOptions()
    options.binary_location = chromium
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     "--window-size=1280,800", "--lang=en-US", "--allow-file-access-from-files"):
        options.add_argument(argument)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    driver = webdriver.Chrome(service=Service(driver_path), options=options)
    driver.set_page_load_timeout(30)
    return driver


def url(name, query=""):
    return "file://" + os.path.abspath(os.path.join(PAGES, name)) + query


def wait(driver, condition, timeout=10, message=""):
    return WebDriverWait(driver, timeout, poll_frequency=0.02).until(lambda d: d.execute_script(condition), message)


def text(driver, element_id):
    return driver.execute_script(f"const e = document.getElementById('{element_id}'); return e ? e.textContent : null;")


def viewport(driver, width, height):
    driver.set_window_size(width, height)
    inner = driver.execute_script("return [innerWidth, innerHeight]")
    driver.set_window_size(width + (width - inner[0]), height + (height - inner[1]))


def screenshots(driver, name):
    """The current screen at both sizes; also checks nothing overflows sideways."""
    for width, height in SIZES:
        viewport(driver, width, height)
        path = os.path.join(SHOTS, f"{name}-{width}x{height}.png")
        driver.save_screenshot(path)
        overflow = driver.execute_script("return document.documentElement.scrollWidth - innerWidth")
        check(f"{name} at {width}px has no sideways overflow", overflow <= 0, f"{overflow}px too wide")
    viewport(driver, *SIZES[0])


def ready(driver, page, query=""):
    driver.get(url(page, query))
    wait(driver, "return document.body.getAttribute('data-ready')", message=f"{page} did not start")


def bundle_of(driver):
    return driver.execute_script("return JSON.parse(document.getElementById('qb-bundle').textContent)")


def current_question(driver, questions):
    wait(driver, "const c = document.getElementById('qb-card'); return c && !c.dataset.result")
    qid = driver.execute_script("return document.getElementById('qb-card').dataset.questionId")
    return questions[qid]


def press(driver, key):
    """A real key press, sent to whatever has the focus."""
    ActionChains(driver).send_keys(Keys.ENTER if key == "Enter" else key).perform()


def answer(driver, question, right, by_keys):
    """Answers `question` right or wrong, by keys or clicks; returns the ids chosen."""
    correct = question["correct"]
    ids = [c["id"] for c in question["choices"]]
    chosen = correct if right else [next(i for i in ids if i not in correct)]
    buttons = driver.find_elements(By.CSS_SELECTOR, "#qb-main button.answer")
    order = [b.get_attribute("data-choice") for b in buttons]
    if question["kind"] == "yes-no":
        if by_keys:
            press(driver, "y" if chosen[0] == "yes" else "n")
        else:
            buttons[order.index(chosen[0])].click()
    elif question["kind"] == "multiple-response":
        for cid in chosen:
            if by_keys:
                press(driver, str(order.index(cid) + 1))
            else:
                buttons[order.index(cid)].click()
        if by_keys:
            press(driver, "Enter")
        else:
            driver.find_element(By.ID, "qb-submit").click()
    else:
        if by_keys:
            press(driver, str(order.index(chosen[0]) + 1))
        else:
            buttons[order.index(chosen[0])].click()
    # Card and feedback read at once, before the delay moves on.
    result, feedback, revealed, score = wait(
        driver, "const c = document.getElementById('qb-card'); const s = document.getElementById('qb-score');"
        "return c && c.dataset.result && [c.dataset.result, document.getElementById('qb-feedback').textContent,"
        " Array.from(document.querySelectorAll('button.answer.right')).map(b => b.dataset.choice), s && s.textContent]")
    check(f"question {question['id']} marked {'right' if right else 'wrong'}",
          result == ("right" if right else "wrong") and feedback.startswith("✓" if right else "✗"),
          f"result {result}, feedback {feedback!r}")
    return {"revealed": revealed, "score": score}


def play_round(driver, questions, pattern, by_keys, shot_prefix=None):
    """Plays one round answering right where `pattern` says True."""
    for index, right in enumerate(pattern):
        question = current_question(driver, questions)
        if shot_prefix and index == 0:
            screenshots(driver, f"{shot_prefix}-question")
        answer(driver, question, right, by_keys)


def real_delay(driver, page, start_id, questions, prefix, seconds):
    """Without the test hook, the next question comes after the bundle's own delay."""
    ready(driver, page)
    driver.find_element(By.ID, start_id).click()
    answer(driver, current_question(driver, questions), True, by_keys=True)
    wait(driver, "const c = document.getElementById('qb-card'); return c && !c.dataset.result", timeout=seconds + 4)
    # Measured by the page's own clock, from the answer to the next question on screen.
    elapsed = driver.execute_script(
        "return (document.body.dataset.shownAt - document.body.dataset.answeredAt) / 1000")
    check(f"{prefix}: next question after the bundle's {seconds:g} s", seconds - 0.1 <= elapsed <= seconds + 0.8,
          f"{elapsed:.2f} s")


def feedback_shots(driver, page, prefix, start_id):
    """The feedback screens, right and wrong, held by a long delay for the camera."""
    for right in (True, False):
        ready(driver, page, "?delay=600000")
        questions = {q["id"]: q for q in bundle_of(driver)["questions"]}
        driver.find_element(By.ID, start_id).click()
        answer(driver, current_question(driver, questions), right, by_keys=False)
        want = "rgb(27, 122, 52)" if right else "rgb(179, 38, 30)"
        try:  # after the frame's colour transition
            WebDriverWait(driver, 3).until(lambda d: d.execute_script(
                "return getComputedStyle(document.getElementById('qb-card')).borderTopColor") == want)
        except TimeoutException:
            pass
        frame = driver.execute_script("return getComputedStyle(document.getElementById('qb-card')).borderTopColor")
        check(f"{prefix}: card frame is {'green' if right else 'red'}", frame == want, frame)
        screenshots(driver, f"{prefix}-feedback-{'right' if right else 'wrong'}")


def classic(driver):
    page = "classic.html"
    ready(driver, page, FAST)
    driver.execute_script("localStorage.clear()")
    ready(driver, page, FAST)
    check("classic: digest verified", driver.execute_script(
        "return document.getElementById('qb-notices').dataset.digest") == "ok", text(driver, "qb-notices"))
    check("classic: CSP meta present", "default-src 'none'" in driver.execute_script(
        "return document.querySelector('meta[http-equiv=Content-Security-Policy]').content"))
    questions = {q["id"]: q for q in bundle_of(driver)["questions"]}
    check("classic: splash shows the title", text(driver, "qb-splash") and "Movie Quiz" in text(driver, "qb-splash"))
    screenshots(driver, "classic-splash")
    press(driver, "Enter")  # Enter starts, like the terminal player
    play_round(driver, questions, [True] * 7 + [False] * 3, by_keys=True, shot_prefix="classic")
    wait(driver, "return document.getElementById('qb-summary')")
    screenshots(driver, "classic-summary")
    check("classic: round 1 result 7 of 10 by keyboard", text(driver, "qb-result") == "Your result: 7 of 10", text(driver, "qb-result"))
    check("classic: rounds played 1", text(driver, "qb-played") == "Rounds played: 1", text(driver, "qb-played"))
    check("classic: record 7 of 10 with date", (text(driver, "qb-record") or "").startswith("Record: 7 of 10 ("), text(driver, "qb-record"))
    check("classic: accuracy 70%", text(driver, "qb-accuracy") == "Average accuracy: 70%", text(driver, "qb-accuracy"))
    driver.find_element(By.ID, "qb-again").click()
    play_round(driver, questions, [True] * 10, by_keys=False)
    wait(driver, "return document.getElementById('qb-summary')")
    check("classic: round 2 result 10 of 10 by clicks", text(driver, "qb-result") == "Your result: 10 of 10", text(driver, "qb-result"))
    check("classic: record now 10 of 10", (text(driver, "qb-record") or "").startswith("Record: 10 of 10"), text(driver, "qb-record"))
    check("classic: accuracy 85%", text(driver, "qb-accuracy") == "Average accuracy: 85%", text(driver, "qb-accuracy"))

    # Reload: the statistics are kept.
    ready(driver, page, FAST)
    driver.find_element(By.ID, "qb-start").click()
    play_round(driver, questions, [False] * 10, by_keys=True)
    wait(driver, "return document.getElementById('qb-summary')")
    check("classic: after reload rounds played 3", text(driver, "qb-played") == "Rounds played: 3", text(driver, "qb-played"))
    check("classic: after reload record kept", (text(driver, "qb-record") or "").startswith("Record: 10 of 10"), text(driver, "qb-record"))
    check("classic: after reload accuracy 56.67%", text(driver, "qb-accuracy") == "Average accuracy: 56.67%", text(driver, "qb-accuracy"))

    # Language switch: interface, questions and number format follow.
    Select(driver.find_element(By.ID, "qb-lang")).select_by_value("it")
    check("classic: Italian summary", text(driver, "qb-accuracy") == "Precisione media: 56,67%", text(driver, "qb-accuracy"))
    check("classic: html lang follows", driver.execute_script("return document.documentElement.lang") == "it")
    Select(driver.find_element(By.ID, "qb-lang")).select_by_value("uk")
    check("classic: Ukrainian summary", text(driver, "qb-played") == "Зіграно раундів: 3", text(driver, "qb-played"))
    screenshots(driver, "classic-summary-uk")
    driver.find_element(By.ID, "qb-again").click()
    question = current_question(driver, questions)
    check("classic: Ukrainian question", text(driver, "qb-prompt") == question["prompt"]["uk"], text(driver, "qb-prompt"))
    check("classic: Ukrainian Yes button", "Так" in driver.find_element(By.CSS_SELECTOR, "button[data-choice=yes]").text)

    # A corrupt value is reset, not fatal.
    driver.execute_script("localStorage.setItem('qbank:stats:movie-quiz', '{not json'); localStorage.setItem('qbank:lang:movie-quiz', 'en')")
    ready(driver, page, FAST)
    check("classic: corrupt statistics reported", "damaged" in (text(driver, "qb-notices") or ""), text(driver, "qb-notices"))
    driver.find_element(By.ID, "qb-start").click()
    play_round(driver, questions, [True] + [False] * 9, by_keys=True)
    wait(driver, "return document.getElementById('qb-summary')")
    check("classic: after reset rounds played 1", text(driver, "qb-played") == "Rounds played: 1", text(driver, "qb-played"))

    feedback_shots(driver, page, "classic", "qb-start")
    driver.execute_script("localStorage.clear()")

    real_delay(driver, page, "qb-start", questions, "classic", 1.0)
    press(driver, "y")
    press(driver, "n")  # a key during the delay is dropped
    time.sleep(0.3)
    check("classic: keys during the delay are dropped",
          driver.execute_script("return document.querySelectorAll('button.answer.chosen').length") == 1)

    # Tamper one byte of the embedded bundle: the digest notice shows.
    source = open(os.path.join(PAGES, page), encoding="utf-8").read()
    start = source.index('id="qb-bundle">')
    at = source.index("Movie Quiz", start)
    tampered = source[:at] + "Movie Quiz".replace("Q", "K") + source[at + len("Movie Quiz"):]
    open(os.path.join(PAGES, "tampered.html"), "w", encoding="utf-8").write(tampered)
    ready(driver, "tampered.html")
    check("tampered: digest mismatch notice", driver.execute_script(
        "return document.getElementById('qb-notices').dataset.digest") == "mismatch"
        and "does not match" in text(driver, "qb-digest"), text(driver, "qb-notices"))
    screenshots(driver, "tampered-notice")

    # No digest at all: said, not hidden.
    undigested = re.sub(r'"digest": "[0-9a-f]{64}",\s*', "", source, count=1)
    check("undigested copy made", undigested != source)
    open(os.path.join(PAGES, "undigested.html"), "w", encoding="utf-8").write(undigested)
    ready(driver, "undigested.html")
    check("undigested: says it cannot check", driver.execute_script(
        "return document.getElementById('qb-notices').dataset.digest") == "missing"
        and "no digest" in text(driver, "qb-digest"), text(driver, "qb-notices"))

    # Damaged or foreign JSON: a clear error and a retry button, no crash.
    end = source.index("</script>", start)
    for name, body, message in (("damaged", '{"format": "quizbank.bundle", ', "Something went wrong: "),
                                ("foreign", '{"hello": "world"}', "this page does not hold a QuizBank bundle")):
        open(os.path.join(PAGES, f"{name}.html"), "w", encoding="utf-8").write(
            source[:start + len('id="qb-bundle">')] + body + source[end:])
        ready(driver, f"{name}.html")
        error = text(driver, "qb-error") or ""
        check(f"{name}: error shown with a retry button", message in error
              and driver.find_element(By.ID, "qb-retry").is_displayed(), error)
    screenshots(driver, "damaged-error")


def menu(driver):
    page = "menu.html"
    expected = EXPECTED["menu"]
    ready(driver, page, FAST)
    driver.execute_script("localStorage.clear()")
    ready(driver, page, FAST)
    check("menu: digest of tricky bundle verified (non-BMP keys, numbers, escapes)", driver.execute_script(
        "return document.getElementById('qb-notices').dataset.digest") == "ok", text(driver, "qb-notices"))
    digest = driver.execute_async_script(
        "const done = arguments[0]; const b = JSON.parse(document.getElementById('qb-bundle').textContent);"
        "qbankPage.digestOf(b).then(done, (e) => done(String(e)))")
    check("menu: JS digest equals qbank's", digest == expected["digest"], f"{digest} vs {expected['digest']}")
    bundle = bundle_of(driver)
    questions = {q["id"]: q for q in bundle["questions"]}
    check("menu: no high score yet", text(driver, "qb-high-score") == "No high score yet", text(driver, "qb-high-score"))
    screenshots(driver, "menu-main")
    press(driver, "Enter")
    current_question(driver, questions)
    check("menu: injection question shows its characters",
          text(driver, "qb-prompt") == expected["injection"], text(driver, "qb-prompt"))
    check("menu: injection made no element", driver.execute_script(
        "return document.querySelectorAll('#qb-main img[src=x], #qb-main script').length") == 0)
    check("menu: header Question 1 of N and score", text(driver, "qb-progress") ==
          f"Question 1 of {expected['roundSize']}Score: 0", text(driver, "qb-progress"))
    pattern = expected["pattern"]
    score = 0
    for index, right in enumerate(pattern):
        question = current_question(driver, questions)
        if index == 0:
            screenshots(driver, "menu-question")
        seen = answer(driver, question, right, by_keys=True)
        if not right:
            check(f"menu: wrong answer reveals {question['correct']}",
                  sorted(seen["revealed"]) == sorted(question["correct"]), str(seen["revealed"]))
        if right:
            score += question.get("points", 1)
        check(f"menu: score after question {index + 1} is {score}", seen["score"] == f"Score: {score}", seen["score"])
    wait(driver, "return document.getElementById('qb-menu')")
    check("menu: game result", text(driver, "qb-game-result") == f"Game over: {score} points", text(driver, "qb-game-result"))
    check("menu: new record shown", text(driver, "qb-new-record") == "★ New record!", text(driver, "qb-new-record"))
    check("menu: high score", text(driver, "qb-high-score") == f"High score: {score}", text(driver, "qb-high-score"))
    screenshots(driver, "menu-after-game")
    first = score

    driver.find_element(By.ID, "qb-new-game").click()
    for index in range(len(pattern)):
        question = current_question(driver, questions)
        answer(driver, question, index == 0, by_keys=False)
    wait(driver, "return document.getElementById('qb-menu')")
    check("menu: worse game keeps the record", text(driver, "qb-new-record") is None
          and text(driver, "qb-high-score") == f"High score: {first}", text(driver, "qb-high-score"))

    ready(driver, page, FAST)
    check("menu: high score kept after reload", text(driver, "qb-high-score") == f"High score: {first}", text(driver, "qb-high-score"))

    # Right to left.
    Select(driver.find_element(By.ID, "qb-lang")).select_by_value(expected["rtl"])
    check("menu: right-to-left locale sets dir=rtl", driver.execute_script("return document.documentElement.dir") == "rtl")
    driver.find_element(By.ID, "qb-new-game").click()
    current_question(driver, questions)
    screenshots(driver, "menu-question-rtl")
    Select(driver.find_element(By.ID, "qb-lang")).select_by_value("en")

    feedback_shots(driver, page, "menu", "qb-new-game")

    real_delay(driver, page, "qb-new-game", questions, "menu", 2.0)

    # A 4K screen and a 320 px one.
    for width, height in ((3840, 2160), (320, 640)):
        viewport(driver, width, height)
        driver.save_screenshot(os.path.join(SHOTS, f"menu-question-{width}x{height}.png"))
        overflow = driver.execute_script("return document.documentElement.scrollWidth - innerWidth")
        check(f"menu: no sideways overflow at {width}px", overflow <= 0, f"{overflow}px")
    size = driver.execute_script("return parseFloat(getComputedStyle(document.getElementById('qb-prompt')).fontSize)")
    viewport(driver, 3840, 2160)
    big = driver.execute_script("return parseFloat(getComputedStyle(document.getElementById('qb-prompt')).fontSize)")
    check("menu: text grows on a 4K screen", big >= 1.8 * size, f"{size}px at 320, {big}px at 3840")
    viewport(driver, *SIZES[0])

    # Dark scheme and reduced motion, as the system asks.
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [
        {"name": "prefers-color-scheme", "value": "dark"}, {"name": "prefers-reduced-motion", "value": "reduce"}]})
    background = driver.execute_script("return getComputedStyle(document.body).backgroundColor")
    check("menu: dark scheme followed", background == "rgb(21, 21, 26)", background)
    motion = driver.execute_script("return getComputedStyle(document.getElementById('qb-card')).transitionDuration")
    check("menu: no transitions with reduced motion", motion == "0s", motion)
    screenshots(driver, "menu-question-dark")
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})
    motion = driver.execute_script("return getComputedStyle(document.getElementById('qb-card')).transitionDuration")
    check("menu: transitions without reduced motion", motion != "0s", motion)

    # Focus is visible on buttons.
    driver.find_element(By.ID, "qb-main")
    outline = driver.execute_script(
        "const b = document.querySelector('button.answer:not([disabled])') || document.querySelector('button');"
        "b.focus(); return getComputedStyle(b).outlineStyle + ' ' + getComputedStyle(b).outlineWidth")
    check("menu: focused button has a visible outline", outline.startswith("solid") and not outline.endswith(" 0px"), outline)


def assets_folder(driver):
    """A page exported with --assets-dir shows its pictures from file:// under its CSP."""
    ready(driver, "menu-assets.html")
    loaded = driver.execute_script(
        "const i = document.querySelector('img.logo-picture');"
        "return i && new Promise(r => i.complete ? r([i.getAttribute('src'), i.naturalWidth]) :"
        " (i.onload = () => r([i.getAttribute('src'), i.naturalWidth]), i.onerror = () => r([i.getAttribute('src'), 0])))")
    check("assets folder: picture loaded from beside the page",
          loaded is not None and loaded[0].startswith("pictures/") and loaded[1] > 0, str(loaded))


def no_network(driver):
    entries = driver.execute_script("return performance.getEntriesByType('resource').map(e => e.name)")
    check("no network request (only files beside the page)", all(e.startswith("file:") for e in entries), str(entries))


def main():
    os.makedirs(SHOTS, exist_ok=True)
    driver = browser()
    try:
        for part in (classic, menu, assets_folder):
            try:
                part(driver)
                no_network(driver)
            except UnexpectedAlertPresentException as error:
                check(f"{part.__name__}: no alert opened (injection)", False, str(error))
            except (TimeoutException, Exception) as error:  # a step that cannot go on fails its part
                traceback.print_exc()
                check(f"{part.__name__}: ran to the end", False, f"{type(error).__name__}: {error}")
        for entry in driver.get_log("browser"):
            if entry.get("level") == "SEVERE":
                check("no console error", False, entry.get("message", ""))
    finally:
        driver.quit()
    print(f"screenshots: {SHOTS}")
    print(f"{len(FAILURES)} failed" if FAILURES else "all checks passed")
    sys.exit(1 if FAILURES else 0)


if __name__ == "__main__":
    main()
