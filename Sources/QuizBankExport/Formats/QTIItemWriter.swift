import Foundation
import QuizBankModel

/// Writes one IMS QTI 2.1 `assessmentItem`: a `choiceInteraction` with a
/// `responseDeclaration` holding the correct response and the standard
/// `match_correct` response processing (all right choices and nothing else
/// scores 1).
struct QTIItemWriter {
  static let namespace = "http://www.imsglobal.org/xsd/imsqti_v2p1"
  static let schemaLocation =
    "http://www.imsglobal.org/xsd/imsqti_v2p1 http://www.imsglobal.org/xsd/qti/qtiv2p1/imsqti_v2p1.xsd"
  static let matchCorrect = "http://www.imsglobal.org/question/qti_v2p1/rptemplates/match_correct"

  /// The `SCORE` outcome, starting at 0, that items and the test declare.
  static let scoreDeclaration = """
      <outcomeDeclaration identifier="SCORE" cardinality="single" baseType="float">
        <defaultValue>
          <value>0</value>
        </defaultValue>
      </outcomeDeclaration>

    """

  /// A QTI identifier (an XML NCName) for `id`: characters other than letters,
  /// digits, `-`, `_` and `.` become `_`; one that does not start with a letter
  /// or `_` gets a `_` in front.
  static func identifier(_ id: String) -> String {
    var out = String(
      id.unicodeScalars.map { scalar -> Character in
        let ok =
          ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
          || ("0"..."9").contains(scalar)
          || scalar == "-" || scalar == "_" || scalar == "."
        return ok ? Character(scalar) : "_"
      })
    if let first = out.unicodeScalars.first,
      !(("a"..."z").contains(first) || ("A"..."Z").contains(first) || first == "_")
    {
      out = "_" + out
    }
    return out.isEmpty ? "_" : out
  }

  /// The most characters a QTI `label` holds (`String256.Type`).
  static let labelLimit = 256

  /// The question id as a `label`: its first ``labelLimit`` characters.
  static func label(_ id: String) -> String {
    String(String.UnicodeScalarView(id.unicodeScalars.prefix(labelLimit)))
  }

  /// The longest identifier used as is for an item and its file name; a
  /// longer one is cut and ends with a digest of the id, so the name stays
  /// within every file system's 255-byte limit when the package is unzipped.
  static let itemNameLimit = 100

  /// The item identifier (and file name) for a question id.
  static func itemName(_ id: String) -> String {
    let name = identifier(id)
    guard name.utf8.count > itemNameLimit else { return name }
    return String(name.prefix(itemNameLimit - 9)) + "_"
      + String(SHA256Hex.of(Data(id.utf8)).prefix(8))
  }

  /// QTI identifiers for a question's choices, by choice id: ``identifier(_:)``
  /// made unique within the question (ids such as `a b` and `a_b` would
  /// otherwise collapse and make the correct response ambiguous).
  static func choiceIdentifiers(_ question: Question) -> [String: String] {
    var used = Set<String>()
    var out: [String: String] = [:]
    for choice in question.choices where out[choice.id] == nil {
      var name = identifier(choice.id)
      while !used.insert(name).inserted { name += "_" }
      out[choice.id] = name
    }
    return out
  }

  /// The item's XML; `identifier` is its package-unique identifier and
  /// `imageHref` is where the item finds its picture, if any.
  func item(
    _ question: Question, identifier: String, imageHref: String?, _ context: ExportContext
  ) -> String {
    let choiceIDs = Self.choiceIdentifiers(question)
    let multiple = question.kind == .multipleResponse
    var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    out +=
      "<assessmentItem xmlns=\"\(Self.namespace)\" xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\""
    out += " xsi:schemaLocation=\"\(Self.schemaLocation)\""
    out += " identifier=\"\(XMLEscaping.text(identifier))\""
    if identifier != question.id {
      out += " label=\"\(XMLEscaping.attribute(Self.label(question.id)))\""
    }
    out += " title=\"\(XMLEscaping.text(context.text(question.prompt)))\""
    out +=
      " adaptive=\"false\" timeDependent=\"false\" xml:lang=\"\(XMLEscaping.text(context.locale))\">\n"
    out +=
      "  <responseDeclaration identifier=\"RESPONSE\" cardinality=\"\(multiple ? "multiple" : "single")\" baseType=\"identifier\">\n"
    out += "    <correctResponse>\n"
    for id in question.correct {
      out += "      <value>\(XMLEscaping.text(choiceIDs[id] ?? Self.identifier(id)))</value>\n"
    }
    out += "    </correctResponse>\n"
    out += "  </responseDeclaration>\n"
    out += Self.scoreDeclaration
    out += "  <itemBody>\n"
    out +=
      "    <p>\(XMLEscaping.html(context.text(question.prompt)).replacingOccurrences(of: "<br>", with: "<br/>"))</p>\n"
    if let image = question.image {
      let src = imageHref ?? image.source
      out +=
        "    <p><img src=\"\(XMLEscaping.text(src))\" alt=\"\(XMLEscaping.text(context.text(image.alt)))\"/></p>\n"
    }
    let shuffle = context.bundle.settings.shuffleChoices
    out +=
      "    <choiceInteraction responseIdentifier=\"RESPONSE\" shuffle=\"\(shuffle)\" maxChoices=\"\(multiple ? 0 : 1)\">\n"
    for choice in question.choices {
      let choiceID = choiceIDs[choice.id] ?? Self.identifier(choice.id)
      out += "      <simpleChoice identifier=\"\(XMLEscaping.text(choiceID))\">"
      out += XMLEscaping.text(context.text(choice.text)) + "</simpleChoice>\n"
    }
    out += "    </choiceInteraction>\n"
    out += "  </itemBody>\n"
    out += "  <responseProcessing template=\"\(Self.matchCorrect)\"/>\n"
    out += "</assessmentItem>\n"
    return out
  }
}
