import Foundation
import QuizBankModel

/// Writes Moodle XML: a category question, then `truefalse` for yes/no and
/// `multichoice` for the others, with fractions from Moodle's grade list that
/// add up to 100 % (``MoodleFraction``); a question they cannot grade is left out.
///
/// The question id goes in both `<name>` and `<idnumber>`. Local images are
/// embedded as base64 `<file>` and referenced as `@@PLUGINFILE@@/name`;
/// remote ones are referenced by URL in the HTML. Difficulty becomes no tag:
/// it is reported as lost.
struct MoodleXMLWriter {
  func write(_ context: inout ExportContext) throws -> Data {
    let bundle = context.bundle
    var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<quiz>\n"
    out += "  <question type=\"category\">\n"
    out += "    <category><text>\(XMLEscaping.text(category(bundle)))</text></category>\n"
    out += "  </question>\n"
    for question in bundle.questions {
      out += try write(question, &context)
    }
    out += "</quiz>\n"
    return Data(out.utf8)
  }

  /// `$course$/<bundle id>`; a `/` inside the id is doubled as Moodle requires.
  func category(_ bundle: QuizBundle) -> String {
    "$course$/" + bundle.id.replacingOccurrences(of: "/", with: "//")
  }

  private func write(_ question: Question, _ context: inout ExportContext) throws -> String {
    if context.leaveOutUngradable(question) { return "" }
    context.loseOtherLocales(question)
    context.loseUnsupported(question, [.subject, .difficulty, .provenance])
    let isTrueFalse = question.kind == .yesNo
    var out = "  <question type=\"\(isTrueFalse ? "truefalse" : "multichoice")\">\n"
    out += "    <name><text>\(XMLEscaping.text(question.id))</text></name>\n"
    out += try questionText(question, &context)
    if let explanation = question.explanation {
      out += "    <generalfeedback format=\"html\"><text>"
      out += XMLEscaping.text(XMLEscaping.html(context.text(explanation)))
      out += "</text></generalfeedback>\n"
    }
    out += "    <defaultgrade>\(question.points)</defaultgrade>\n"
    out += "    <idnumber>\(XMLEscaping.text(question.id))</idnumber>\n"
    if isTrueFalse {
      let yesIsRight = question.correct.contains("yes")
      out +=
        "    <answer fraction=\"\(yesIsRight ? 100 : 0)\" format=\"moodle_auto_format\"><text>true</text></answer>\n"
      out +=
        "    <answer fraction=\"\(yesIsRight ? 0 : 100)\" format=\"moodle_auto_format\"><text>false</text></answer>\n"
    } else {
      let single = question.kind == .multipleChoice
      let fractions = context.moodleGrades(question)
      out += "    <single>\(single)</single>\n"
      out +=
        "    <shuffleanswers>\(context.bundle.settings.shuffleChoices ? 1 : 0)</shuffleanswers>\n"
      out += "    <answernumbering>abc</answernumbering>\n"
      for (choice, fraction) in zip(question.choices, fractions) {
        out += "    <answer fraction=\"\(fraction)\" format=\"plain_text\"><text>"
        out += XMLEscaping.text(context.text(choice.text)) + "</text></answer>\n"
      }
    }
    if !question.tags.isEmpty {
      out += "    <tags>\n"
      for tag in question.tags {
        out += "      <tag><text>\(XMLEscaping.text(tag))</text></tag>\n"
      }
      out += "    </tags>\n"
    }
    out += "  </question>\n"
    return out
  }

  private func questionText(_ question: Question, _ context: inout ExportContext) throws -> String {
    var html = "<p>" + XMLEscaping.html(context.text(question.prompt)) + "</p>"
    var file = ""
    if let image = question.image {
      let alt = XMLEscaping.text(context.text(image.alt))
      if image.isRemote {
        html += "<p><img src=\"\(XMLEscaping.text(image.source))\" alt=\"\(alt)\"></p>"
      } else {
        let packaged = try context.images.load(image, for: question.id)
        let encodedName =
          packaged.name.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed)
          ?? packaged.name
        html +=
          "<p><img src=\"@@PLUGINFILE@@/\(XMLEscaping.text(encodedName))\" alt=\"\(alt)\"></p>"
        file =
          "      <file name=\"\(XMLEscaping.text(packaged.name))\" path=\"/\" encoding=\"base64\">"
        file += packaged.data.base64EncodedString() + "</file>\n"
      }
    }
    return
      "    <questiontext format=\"html\">\n      <text>\(XMLEscaping.cdata(html))</text>\n\(file)    </questiontext>\n"
  }
}
