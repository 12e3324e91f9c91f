import Crypto
import Foundation
import QuizBankModel
import QuizBankTestSupport
import Testing
import ZIPFoundation

@testable import QuizBankImport

/// Building blocks for QTI inputs written in the tests.
enum QTISamples {
  static let namespace = "http://www.imsglobal.org/xsd/imsqti_v2p1"

  /// A QTI 2.1 item with a choiceInteraction; `response` is the whole
  /// responseDeclaration, `body` what goes before the interaction.
  static func item(
    _ identifier: String = "q1", cardinality: String = "single",
    correct: [String] = ["b"], response: String? = nil, body: String = "<p>Which one?</p>",
    choices: [(String, String)] = [("a", "Alpha"), ("b", "Beta"), ("c", "Gamma")],
    interaction: String? = nil
  ) -> String {
    let declaration =
      response
        ?? """
          <responseDeclaration identifier="RESPONSE" cardinality="\(cardinality)" baseType="identifier">
            <correctResponse>\(correct.map { "<value>\($0)</value>" }.joined())</correctResponse>
          </responseDeclaration>
        """
    let choiceXML = choices.map { "<simpleChoice identifier=\"\($0.0)\">\($0.1)</simpleChoice>" }
      .joined(separator: "\n      ")
    let interactionXML =
      interaction
        ?? """
            <choiceInteraction responseIdentifier="RESPONSE" shuffle="false" maxChoices="\(cardinality == "single" ? 1 : 0)">
              \(choiceXML)
            </choiceInteraction>
        """
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <assessmentItem xmlns="\(namespace)" identifier="\(identifier)" title="T \(identifier)" adaptive="false" timeDependent="false">
      \(declaration)
        <itemBody>
          \(body)
      \(interactionXML)
        </itemBody>
      </assessmentItem>
      """
  }

  static func manifest(_ hrefs: [String]) -> String {
    let resources = hrefs.enumerated().map { index, href in
      """
          <resource identifier="R\(index)" type="imsqti_item_xmlv2p1" href="\(href)">
            <file href="\(href)"/>
          </resource>
      """
    }.joined(separator: "\n")
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <manifest xmlns="http://www.imsglobal.org/xsd/imscp_v1p1" identifier="M">
        <organizations/>
        <resources>
      \(resources)
        </resources>
      </manifest>
      """
  }

  /// A zip of `entries`, written with ZIPFoundation.
  static func zip(_ entries: [(String, Data)]) throws -> Data {
    let archive = try Archive(accessMode: .create)
    for (path, data) in entries {
      try archive.addEntry(
        with: path, type: .file, uncompressedSize: Int64(data.count), compressionMethod: .deflate
      ) { position, size in data.subdata(in: Int(position)..<Int(position) + size) }
    }
    return try #require(archive.data)
  }

  /// A tiny PNG-ish picture (the importer does not decode images).
  static let picture = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 1, 2, 3, 4])

  /// SHA-256 of `data` by swift-crypto, independent of the code under test.
  static func sha256(_ data: Data) -> String {
    SHA256.hash(data: data).map { String(format: "%02x", $0) }.joined()
  }

  /// Reads in-memory inputs as `format` (detected when nil).
  static func read(_ text: String, name: String = "item.xml", format: ImportFormat? = nil) throws
    -> ([Question], ImportSummary)
  {
    let input = try ImportInput(name: name, data: Data(text.utf8), maxSize: 1 << 20)
    return try Importer.readQuestions(
      Importer.plan([input], options: ImportOptions(format: format)))
  }

  /// The error importing the in-memory text gives.
  static func failure(_ text: String, name: String = "item.xml", format: ImportFormat? = nil)
    throws -> ImportError
  {
    try #require(throws: ImportError.self) { _ = try read(text, name: name, format: format) }
  }

  /// The error importing `paths` gives.
  static func failure(paths: [String]) throws -> ImportError {
    try #require(throws: ImportError.self) { _ = try importQuestions(paths) }
  }
}

/// The real files in `../shared/fixtures/qti/`; the expected values were read
/// from the files by eye (and with grep), not from the importer.
@Suite(.requires(.fixtures))
struct QTIFixtureTests {
  /// qti21_testvision_Q129963.xml: one assessmentItem "Q129963", responseDeclaration
  /// cardinality="multiple" with correctResponse alt_5320 and alt_102, five
  /// simpleChoices alt_5320, alt_102, alt_557, alt_5422, alt_8603 (lines 17–41).
  @Test func testVisionItemIsOneMultipleResponseQuestion() throws {
    let path = fixture("qti/qti21_testvision_Q129963.xml")
    let (questions, summary) = try importQuestions([path])
    #expect(summary.formats[path] == .qti)
    #expect(summary.skipped == 0 && summary.issues.isEmpty)
    let question = try #require(questions.first)
    #expect(questions.count == 1)
    #expect(question.id == "Q129963")
    #expect(question.kind == .multipleResponse)
    #expect(question.prompt["en"] == "What do you know about Moore's Law")
    #expect(
      question.choices.map(\.id) == ["alt_5320", "alt_102", "alt_557", "alt_5422", "alt_8603"])
    #expect(question.correct == ["alt_5320", "alt_102"])
    #expect(
      question.choices[0].text["en"]
        == "It shows how the number of transistors on a single chip has doubled every 2 years since 1970."
    )
    #expect(
      question.choices[4].text["en"]
        == "It shows how the maximum number of cores per processor chip has doubled every 2 years since 1970."
    )
    #expect(question.provenance?.source == "qti")
  }

  /// qti12_canvas_chapter4_quiz.xml: ten <item>s, each question_type
  /// multiple_choice_question with points_possible 10.0 and four response_labels;
  /// the idents and the varequal of each respcondition, in file order, were
  /// listed with grep ('<item ident=' and 'respident="response1">').
  @Test func canvasChapterQuizIsTenMultipleChoiceQuestions() throws {
    let path = fixture("qti/qti12_canvas_chapter4_quiz.xml")
    let (questions, summary) = try importQuestions([path])
    #expect(summary.formats[path] == .canvasQTI)
    #expect(summary.skipped == 0 && summary.issues.isEmpty)
    #expect(
      questions.map(\.id) == [
        "gc022b7e1efbaf5c78d7b6e1425233ae4", "g9762b16c530b82a6c4449137d9d78048",
        "g66ec83787ee3bc89efecae030ae0afc7", "g140d3cb22651a039e13932e1560438e0",
        "g3915656f9678eb6cc18a5f727d0f2b4f", "gedeaa662a814485845791cda13029157",
        "gc4a5705ffca2a98b04781b4e43f6b25d", "g6eedaa5fab536ff01cab05d6bf10f127",
        "g53fef8750a48d49c9f4714442280c671", "gb2a43160c3130dcce49f963bf0cbb0a9",
      ])
    #expect(
      questions.map(\.correct) == [
        ["59564"], ["40334"], ["99297"], ["96581"], ["27853"], ["2356"], ["39630"], ["79717"],
        ["69725"], ["72190"],
      ])
    #expect(questions.allSatisfy { $0.kind == .multipleChoice && $0.choices.count == 4 })
    #expect(questions.allSatisfy { $0.points == 10 })
    // Lines 40 and 596: HTML-escaped <div>…</div>, the last with &amp;nbsp; at its end.
    #expect(
      questions[0].prompt["en"]
        == "An example of a right explicitly protected by the Constitution as drafted at the Constitutional Convention is the ________."
    )
    #expect(
      questions[9].prompt["en"]
        == "In which Supreme Court case did the court explicitly recognize the right to privacy?")
    // Lines 46–49 and 610–612.
    #expect(questions[0].choices[0].text["en"] == "right to free speech")
    #expect(
      questions[9].choices.first { $0.id == "72190" }?.text["en"] == "Griswold v. Connecticut")
  }

  /// canvas_assessment_meta.xml is a Canvas settings file (<quiz xmlns=cccv1p0>):
  /// neither QTI reader claims it (refusing it is the formats engineer's work).
  @Test func canvasSettingsFileIsNotClaimedAsQTI() throws {
    let data = try Data(contentsOf: TestPaths.fixture("qti/canvas_assessment_meta.xml"))
    let format = ImportFormat.detect(prefix: [UInt8](data))
    #expect(format != .qti && format != .canvasQTI)
  }
}

struct QTIItemImportTests {
  @Test func singleChoiceItemIsMultipleChoiceAndYesNoChoicesAreYesNo() throws {
    let (choice, _) = try QTISamples.read(QTISamples.item())
    #expect(choice.map(\.kind) == [.multipleChoice])
    #expect(choice.first?.correct == ["b"] && choice.first?.prompt["en"] == "Which one?")
    let yesNo = QTISamples.item(correct: ["no"], choices: [("yes", "Yes"), ("no", "No")])
    let (questions, _) = try QTISamples.read(yesNo)
    #expect(questions.map(\.kind) == [.yesNo] && questions.first?.correct == ["no"])
  }

  @Test func otherInteractionsAreSkippedWithAWarningAtTheirLine() throws {
    let text = QTISamples.item(
      interaction: """
            <textEntryInteraction responseIdentifier="RESPONSE" expectedLength="10"/>
        """)
    let (questions, summary) = try QTISamples.read(text, name: "entry.xml")
    #expect(questions.isEmpty)
    #expect(summary.skipped == 1)
    let issue = try #require(summary.issues.first)
    #expect(issue.file == "entry.xml" && issue.line == 8)
    #expect(
      issue.message
        == "item q1 skipped: <textEntryInteraction> is not supported (QuizBank carries choiceInteraction only)"
    )
  }

  @Test func feedbackThatIsNotCarriedIsAWarning() throws {
    let text = QTISamples.item(
      body:
        "<p>Which one?<feedbackInline outcomeIdentifier=\"FB\" identifier=\"x\" showHide=\"show\">Hint</feedbackInline></p>"
    ).replacingOccurrences(
      of: "</assessmentItem>",
      with:
        "<modalFeedback outcomeIdentifier=\"FB\" identifier=\"y\" showHide=\"show\">Well done</modalFeedback>\n</assessmentItem>"
    )
    let (questions, summary) = try QTISamples.read(text, name: "fb.xml")
    #expect(questions.first?.prompt["en"] == "Which one?")
    #expect(
      summary.issues.map(\.description) == [
        "fb.xml:2: warning: item q1: modalFeedback, feedbackInline not carried (a question has one explanation, shown after any answer)"
      ])
    #expect(summary.skipped == 0)
  }

  @Test func mappingGivesTheCorrectChoicesWhenThereIsNoCorrectResponse() throws {
    let text = QTISamples.item(
      cardinality: "multiple",
      response: """
        <responseDeclaration identifier="RESPONSE" cardinality="multiple" baseType="identifier">
          <mapping defaultValue="0"><mapEntry mapKey="a" mappedValue="1"/><mapEntry mapKey="b" mappedValue="-1"/><mapEntry mapKey="c" mappedValue="1"/></mapping>
        </responseDeclaration>
        """)
    let (questions, _) = try QTISamples.read(text)
    #expect(questions.first?.correct == ["a", "c"])
    #expect(questions.first?.kind == .multipleResponse)
  }

  @Test func badXMLFailsWithLineAndColumn() throws {
    let error = try QTISamples.failure(
      "<assessmentItem xmlns=\"\(QTISamples.namespace)\">\n  <itemBody>\n</assessmentItem>\n",
      name: "broken.xml", format: .qti)
    #expect(error.kind == .malformed)
    #expect(error.file == "broken.xml" && error.line == 3 && error.column != nil)
    #expect(error.message.contains("mismatch"), "\(error.message)")
  }

  @Test func missingCorrectResponseFailsAtTheDeclaration() throws {
    let text = QTISamples.item(
      response: """
        <responseDeclaration identifier="RESPONSE" cardinality="single" baseType="identifier"/>
        """)
    let error = try QTISamples.failure(text, name: "nocorrect.xml")
    #expect(error.file == "nocorrect.xml" && error.line == 3)
    #expect(
      error.message
        == "the responseDeclaration 'RESPONSE' has no correctResponse: which choice is right is unknown"
    )
  }

  @Test func correctIDNotAmongTheChoicesFails() throws {
    let error = try QTISamples.failure(QTISamples.item(correct: ["z"]), name: "wrong.xml")
    #expect(error.file == "wrong.xml" && error.line == 4)
    #expect(error.message == "the correct response 'z' is not among the choices (a, b, c)")
  }

  @Test func singleCardinalityWithTwoCorrectValuesFails() throws {
    let error = try QTISamples.failure(QTISamples.item(correct: ["a", "b"]))
    #expect(error.message == "the response is single but 2 choices are given as correct")
  }

  @Test func aDoctypeIsRefused() throws {
    let text =
      "<?xml version=\"1.0\"?>\n<!DOCTYPE x [<!ENTITY e \"boom\">]>\n"
      + QTISamples.item().split(separator: "\n").dropFirst().joined(separator: "\n")
    let error = try QTISamples.failure(text, format: .qti)
    #expect(error.message.hasPrefix("the file declares a document type"))
  }

  @Test func detectsItemsManifestsAndZipsButNotOtherXML() throws {
    #expect(ImportFormat.detect(prefix: Array(QTISamples.item().utf8)) == .qti)
    #expect(ImportFormat.detect(prefix: Array(QTISamples.manifest(["a.xml"]).utf8)) == .qti)
    #expect(ImportFormat.detect(prefix: QTISamples.zipSignaturePrefix) == .qti)
    #expect(ImportFormat.detect(prefix: Array("<questestinterop/>".utf8)) == .canvasQTI)
    #expect(
      ImportFormat.detect(prefix: Array("<assessmentItem xmlns=\"urn:other\"/>".utf8)) != .qti)
  }
}

extension QTISamples {
  static let zipSignaturePrefix: [UInt8] = [0x50, 0x4B, 0x03, 0x04, 0x14, 0x00]
}

/// QTI 1.2 as Canvas writes it, written inline.
struct CanvasQTIImportTests {
  static func item(
    _ ident: String, type: String?, labels: [(String, String)], condition: String
  ) -> String {
    let metadata =
      type.map {
        "<itemmetadata><qtimetadata><qtimetadatafield><fieldlabel>question_type</fieldlabel><fieldentry>\($0)</fieldentry></qtimetadatafield></qtimetadata></itemmetadata>"
      } ?? ""
    let choices = labels.map {
      "<response_label ident=\"\($0.0)\"><material><mattext texttype=\"text/plain\">\($0.1)</mattext></material></response_label>"
    }.joined()
    return """
      <item ident="\(ident)" title="\(ident)">
      \(metadata)
      <presentation><material><mattext texttype="text/html">&lt;p&gt;Question \(ident)?&lt;/p&gt;</mattext></material>
      <response_lid ident="response1" rcardinality="Single"><render_choice>\(choices)</render_choice></response_lid></presentation>
      <resprocessing><outcomes><decvar maxvalue="100" minvalue="0" varname="SCORE" vartype="Decimal"/></outcomes>
      \(condition)
      </resprocessing>
      </item>
      """
  }

  /// A condition that gives full credit for the choice `id`.
  static func credit(_ id: String) -> String {
    "<respcondition continue=\"No\"><conditionvar><varequal respident=\"response1\">\(id)</varequal></conditionvar><setvar action=\"Set\" varname=\"SCORE\">100</setvar></respcondition>"
  }

  static func file(_ items: [String]) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <questestinterop xmlns="http://www.imsglobal.org/xsd/ims_qtiasiv1p2">
    <assessment ident="a1" title="Quiz"><section ident="root_section">
    \(items.joined(separator: "\n"))
    </section></assessment>
    </questestinterop>
    """
  }

  @Test func readsTrueFalseMultipleAnswersAndSkipsOtherTypes() throws {
    let text = Self.file([
      Self.item(
        "tf", type: "true_false_question", labels: [("1", "True"), ("2", "False")],
        condition: Self.credit("2")
      ),
      Self.item(
        "ma", type: "multiple_answers_question",
        labels: [("x", "One"), ("y", "Two"), ("z", "Three")],
        condition:
          "<respcondition continue=\"No\"><conditionvar><and><varequal respident=\"response1\">x</varequal><not><varequal respident=\"response1\">y</varequal></not><varequal respident=\"response1\">z</varequal></and></conditionvar><setvar action=\"Set\" varname=\"SCORE\">100</setvar></respcondition>"
      ),
      Self.item(
        "es", type: "essay_question", labels: [], condition: ""),
    ])
    let (questions, summary) = try QTISamples.read(text, name: "canvas.xml")
    #expect(questions.map(\.id) == ["tf", "ma"])
    #expect(questions[0].kind == .yesNo && questions[0].correct == ["no"])
    #expect(questions[0].choices.map(\.id) == ["yes", "no"])
    #expect(questions[0].prompt["en"] == "Question tf?")
    #expect(questions[1].kind == .multipleResponse && questions[1].correct == ["x", "z"])
    #expect(summary.skipped == 1)
    let issue = try #require(summary.issues.first)
    #expect(issue.file == "canvas.xml" && issue.line == 20)
    #expect(
      issue.message
        == "item es skipped: question type 'essay_question' is not supported (QuizBank carries multiple_choice_question, true_false_question and multiple_answers_question)"
    )
  }

  @Test func generalFeedbackIsTheExplanationAndOtherFeedbackAWarning() throws {
    let condition = Self.credit("1")
    let item = Self.item(
      "fb", type: "multiple_choice_question", labels: [("1", "A"), ("2", "B")],
      condition: condition
    ).replacingOccurrences(
      of: "</item>",
      with:
        "<itemfeedback ident=\"general_fb\"><flow_mat><material><mattext texttype=\"text/html\">&lt;p&gt;Because A.&lt;/p&gt;</mattext></material></flow_mat></itemfeedback>\n<itemfeedback ident=\"correct_fb\"><flow_mat><material><mattext>Yes!</mattext></material></flow_mat></itemfeedback>\n</item>"
    )
    let (questions, summary) = try QTISamples.read(Self.file([item]), name: "canvas.xml")
    #expect(questions.first?.explanation == ["en": "Because A."])
    #expect(questions.first?.correct == ["1"])
    #expect(
      summary.issues.map(\.description) == [
        "canvas.xml:12: warning: item fb: feedback correct_fb not carried (only general_fb becomes the explanation)"
      ])
  }

  @Test func warnsWhenAnItemIdentIsUsedAgain() throws {
    let item = Self.item(
      "mc", type: "multiple_choice_question", labels: [("1", "A"), ("2", "B")],
      condition: Self.credit("1"))
    let (questions, summary) = try QTISamples.read(Self.file([item, item]), name: "canvas.xml")
    #expect(questions.map(\.id) == ["mc", "mc-2"])
    #expect(
      summary.issues.map(\.description) == [
        "canvas.xml:12: warning: item mc: id mc is used again; this one becomes mc-2"
      ])
  }

  @Test func warnsWhenPointsPossibleIsUnusable() throws {
    let item = Self.item(
      "pp", type: "multiple_choice_question", labels: [("1", "A"), ("2", "B")],
      condition: Self.credit("1")
    ).replacingOccurrences(
      of: "</qtimetadata>",
      with:
        "<qtimetadatafield><fieldlabel>points_possible</fieldlabel><fieldentry>1e30</fieldentry></qtimetadatafield></qtimetadata>"
    )
    let (questions, summary) = try QTISamples.read(Self.file([item]), name: "canvas.xml")
    #expect(questions.first?.points == 1)
    #expect(
      summary.issues.map(\.description) == [
        "canvas.xml:4: warning: item pp: points_possible 1e30 is not a number of points from 1 to 1000000; 1 is used"
      ])
  }

  @Test func correctAnswerNotAmongTheChoicesFails() throws {
    let text = Self.file([
      Self.item(
        "mc", type: "multiple_choice_question", labels: [("1", "A"), ("2", "B")],
        condition: Self.credit("9")
      )
    ])
    let error = try QTISamples.failure(text, name: "canvas.xml")
    #expect(error.file == "canvas.xml" && error.line == 9)
    #expect(error.message == "the correct answer '9' is not among the choices (1, 2)")
  }

  /// Canvas's QTI export: a zip whose manifest lists the questestinterop file as an
  /// imsqti_xmlv1p2 resource named in a <file>, beside the settings file.
  @Test func canvasZipIsReadThroughItsManifest() throws {
    let quiz = Self.file([
      Self.item(
        "mc", type: "multiple_choice_question", labels: [("1", "A"), ("2", "B")],
        condition: Self.credit("2")
      )
    ])
    let manifest = """
      <?xml version="1.0" encoding="UTF-8"?>
      <manifest identifier="m" xmlns="http://www.imsglobal.org/xsd/imsccv1p1/imscp_v1p1">
        <organizations/>
        <resources>
          <resource identifier="g1" type="imsqti_xmlv1p2">
            <file href="g1/g1.xml"/>
            <dependency identifierref="g2"/>
          </resource>
          <resource identifier="g2" type="associatedcontent/imscc_xmlv1p1/learning-application-resource" href="g1/assessment_meta.xml">
            <file href="g1/assessment_meta.xml"/>
          </resource>
        </resources>
      </manifest>
      """
    let zip = try QTISamples.zip([
      ("imsmanifest.xml", Data(manifest.utf8)), ("g1/g1.xml", Data(quiz.utf8)),
      (
        "g1/assessment_meta.xml",
        Data("<quiz xmlns=\"http://canvas.instructure.com/xsd/cccv1p0\"/>".utf8)
      ),
    ])
    let path = try temporaryFile([UInt8](zip), name: "canvas-export.zip")
    let (questions, summary) = try importQuestions([path])
    #expect(summary.formats[path] == .qti)
    #expect(questions.map(\.id) == ["mc"] && questions.first?.correct == ["2"])
    #expect(summary.issues.isEmpty)
  }

  @Test func notAQuestestinteropFileFailsWhenForced() throws {
    let error = try QTISamples.failure("<quiz/>", name: "x.xml", format: .canvasQTI)
    #expect(error.message == "the root element is <quiz>, not a QTI 1.2 <questestinterop>")
  }
}
