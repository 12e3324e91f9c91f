import Foundation
import QuizBankTestSupport

/// A Python port of Moodle's own GIFT import (`qformat_gift::readquestion`,
/// `qformat_default::readquestions`: blocks, comments, `escapedchar_pre`/`post`,
/// names, the answer section, `####` feedback, `parse_text_with_format`, the
/// multichoice split and weight regex, `[id:…]`/`[tag:…]` comments), line by
/// line after the PHP, so the tests can read an export as Moodle would —
/// independently of QuizBank's GIFT reader.
enum MoodleGIFTImportPort {
  struct Question: Decodable {
    var type: String
    var name: String?
    var idnumber: String?
    var tags: [String]?
    var single: Bool?
    var text: String?
    var feedback: String?
    var answer: String?
    var answers: [Answer]?
  }

  struct Answer: Decodable {
    var text: String
    var fraction: Double
  }

  static let script = ##"""
    import json, re, sys
    T = " \t\n\r\0\x0b"
    FORMATS = {"moodle", "html", "plain", "markdown"}
    def pre(s):
        s = s.replace("\\\\", "&&092;")
        for a, b in [("\\:", "&&058;"), ("\\#", "&&035;"), ("\\=", "&&061;"), ("\\{", "&&123;"),
                     ("\\}", "&&125;"), ("\\~", "&&126;"), ("\\n", "&&010")]:
            s = s.replace(a, b)
        return s.replace("&&092;", "\\")
    def post(s):
        for a, b in [("&&058;", ":"), ("&&035;", "#"), ("&&061;", "="), ("&&123;", "{"),
                     ("&&125;", "}"), ("&&126;", "~"), ("&&010", "\n")]:
            s = s.replace(a, b)
        return s
    def with_format(s, default="moodle"):
        f = default
        if s.startswith("["):
            end = s.find("]")
            if end >= 0 and s[1:end] in FORMATS:
                f, s = s[1:end], s[end + 1:]
        return f, post(s).strip(T)
    blocks, current = [], []
    for line in sys.stdin.read().split("\n"):
        line = line.strip(T)
        if line == "":
            if current: blocks.append(current)
            current = []
        else:
            current.append(line)
    if current: blocks.append(current)
    out = []
    for lines in blocks:
        comments = "".join(l + "\n" for l in lines if l.startswith("//"))
        text = "\n".join(" " if l.startswith("//") else l for l in lines).strip(T)
        if text == "": continue
        text = pre(text)
        if text.startswith("$CATEGORY:"):
            out.append({"type": "category", "text": text[10:].strip(T)}); continue
        q = {"type": None}
        m = re.search(r"\[id:((?:\\\]|[^\]\x00-\x1f\x7f])+)\]", comments)
        q["idnumber"] = m.group(1).strip().replace("\\]", "]") if m else None
        q["tags"] = [t.strip().replace("\\]", "]")
                     for t in re.findall(r"\[tag:((?:\\\]|[^\]<>`\x00-\x1f\x7f])+)\]", comments)]
        if text.startswith("::"):
            text = text[2:]
            end = text.find("::")
            if end >= 0:
                q["name"] = post(text[:end]).strip(T)
                text = text[end + 2:].strip(T)
        start, finish = text.find("{"), text.find("}")
        answers = text[start + 1:finish].strip(T)
        qtext = text[:start] + ("" if text.endswith("}") else "_____") + text[finish + 1:]
        general = ""
        g = answers.rfind("####")
        if g >= 0:
            general, answers = answers[g + 4:], answers[:g].strip(T)
        fmt, q["text"] = with_format(qtext)
        q["feedback"] = with_format(general, fmt)[1]
        if "~" in answers:
            q["type"], q["single"] = "multichoice", "=" in answers
            parts = answers.replace("=", "~=").split("~")
            parts[0] = parts[0].strip(T)
            if parts[0] == "": parts = parts[1:]
            q["answers"] = []
            for a in parts:
                a = a.strip(T)
                if a.startswith("="):
                    w, a = 1.0, a[1:]
                elif re.match(r"^%\-*([0-9]{1,2})\.?([0-9]*)%", a):
                    a = a[1:]
                    end = a.find("%")
                    w, a = float(a[:end]) / 100, a[end + 1:]
                else:
                    w = 0.0
                q["answers"].append({"text": with_format(a.split("#", 1)[0].strip(T), fmt)[1],
                                     "fraction": w})
        else:
            check = answers.split("#", 1)[0].strip(T)
            q["type"] = "truefalse" if check in ("T", "TRUE", "F", "FALSE") else "other"
            q["answer"] = check
        out.append(q)
    print(json.dumps(out))
    """##

  /// The questions Moodle's GIFT import makes of `gift` (category entries included).
  static func read(_ gift: Data) throws -> [Question] {
    let python = try TestTools.python.orThrow(Requirement.python.missingReason)
    let run = try runTool(python, ["-c", script], stdin: gift)
    guard run.status == 0 else {
      throw GIFTGrammar.Failure(description: "the Moodle GIFT port failed: \(run.output)")
    }
    return try JSONDecoder().decode([Question].self, from: Data(run.output.utf8))
  }
}

extension Optional {
  fileprivate func orThrow(_ reason: String) throws -> Wrapped {
    guard let self else { throw GIFTGrammar.Failure(description: reason) }
    return self
  }
}
