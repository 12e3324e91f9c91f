import Foundation
import QuizBankModel
import QuizBankTestSupport
import Testing

@testable import QuizBankExport

/// The QTI package is checked from outside: Python's `zipfile` opens it and
/// `xml.etree` reads the manifest and every item, element by element (the IMS
/// QTI 2.1 XSD is not available from a package registry here).
struct QTIPackageTests {
  static let inspector = """
    import json, sys, zipfile
    import xml.etree.ElementTree as ET
    CP = "{http://www.imsglobal.org/xsd/imscp_v1p1}"
    QTI = "{http://www.imsglobal.org/xsd/imsqti_v2p1}"
    z = zipfile.ZipFile(sys.argv[1])
    assert z.testzip() is None
    names = z.namelist()
    manifest = ET.fromstring(z.read("imsmanifest.xml"))
    out = {"names": names, "dates": sorted({str(i.date_time) for i in z.infolist()}),
           "schema": manifest.find(CP + "metadata/" + CP + "schema").text, "resources": [], "items": []}
    for r in manifest.iter(CP + "resource"):
        out["resources"].append({"identifier": r.get("identifier"), "type": r.get("type"), "href": r.get("href"),
                                 "files": [f.get("href") for f in r.findall(CP + "file")],
                                 "dependencies": [d.get("identifierref") for d in r.findall(CP + "dependency")]})
        if r.get("type") == "imsqti_test_xmlv2p1":
            test = ET.fromstring(z.read(r.get("href")))
            out["test"] = {"root": test.tag.replace(QTI, ""), "identifier": test.get("identifier"),
                           "title": test.get("title"),
                           "parts": len(test.findall(QTI + "testPart")),
                           "sections": len(test.findall(QTI + "testPart/" + QTI + "assessmentSection")),
                           "refs": [[i.get("identifier"), i.get("href")] for i in test.iter(QTI + "assessmentItemRef")]}
            continue
        item = ET.fromstring(z.read(r.get("href")))
        rd = item.find(QTI + "responseDeclaration")
        ci = item.find(QTI + "itemBody/" + QTI + "choiceInteraction")
        img = item.find(".//" + QTI + "img")
        base = r.get("href").rsplit("/", 1)[0]
        src = None if img is None else img.get("src")
        out["items"].append({
            "root": item.tag.replace(QTI, ""), "identifier": item.get("identifier"), "label": item.get("label"),
            "lang": item.get("{http://www.w3.org/XML/1998/namespace}lang"),
            "prompt": item.find(QTI + "itemBody/" + QTI + "p").text,
            "cardinality": rd.get("cardinality"), "baseType": rd.get("baseType"),
            "responseIdentifier": rd.get("identifier"),
            "correct": [v.text for v in rd.findall(QTI + "correctResponse/" + QTI + "value")],
            "interactionResponse": ci.get("responseIdentifier"), "maxChoices": ci.get("maxChoices"),
            "choices": [[c.get("identifier"), c.text] for c in ci.findall(QTI + "simpleChoice")],
            "processing": item.find(QTI + "responseProcessing").get("template"),
            "outcome": item.find(QTI + "outcomeDeclaration").get("identifier"),
            "img": src,
            "imgInZip": None if src is None or "://" in src else (base + "/" + src).replace("items/../", "") in names,
        })
    print(json.dumps(out))
    """

  struct Inspection: Decodable {
    struct Resource: Decodable {
      var identifier: String
      var type: String
      var href: String
      var files: [String]
      var dependencies: [String]
    }
    struct Test: Decodable {
      var root: String
      var identifier: String
      var title: String
      var parts: Int
      var sections: Int
      var refs: [[String]]
    }
    struct Item: Decodable {
      var root: String
      var identifier: String
      var label: String?
      var lang: String?
      var prompt: String
      var cardinality: String
      var baseType: String
      var responseIdentifier: String
      var correct: [String]
      var interactionResponse: String
      var maxChoices: String
      var choices: [[String]]
      var processing: String
      var outcome: String
      var img: String?
      var imgInZip: Bool?
    }
    var names: [String]
    var dates: [String]
    var schema: String
    var resources: [Resource]
    var items: [Item]
    var test: Test?
  }

  static func inspect(_ data: Data) throws -> Inspection {
    let zip = try ToolRunner.temporaryFile(data, name: "package.zip")
    let script = try ToolRunner.temporaryFile(Data(inspector.utf8), name: "inspect.py")
    let run = try runPython([script.path, zip.path])
    try #require(
      run.status == 0, "\(TestTools.pythonName) could not read the package: \(run.output)")
    return try JSONDecoder().decode(Inspection.self, from: Data(run.output.utf8))
  }

  static let bundle = ExportSamples.bundle(
    [ExportSamples.rich(), ExportSamples.plainChoice(id: "2nd q"), ExportSamples.plainResponse()],
    locales: ["en", "it"])

  @Test(.requires(.python)) func packageOpensWithZipfileAndTheManifestListsEveryItem() throws {
    let result = try ExportSamples.export(Self.bundle, .qti)
    let package = try Self.inspect(result.data)
    #expect(package.names.first == "imsmanifest.xml")
    #expect(package.schema == "QTIv2.1 Package")
    #expect(
      package.resources.map(\.href) == [
        "assessmentTest.xml", "items/godfather.xml", "items/_2nd_q.xml", "items/q3.xml",
      ])
    #expect(
      package.resources.map(\.type) == [
        "imsqti_test_xmlv2p1", "imsqti_item_xmlv2p1", "imsqti_item_xmlv2p1", "imsqti_item_xmlv2p1",
      ])
    #expect(
      package.resources[1].files == ["items/godfather.xml", "images/godfather-godfather.jpg"])
    #expect(Set(package.names) == Set(["imsmanifest.xml"] + package.resources.flatMap(\.files)))
    #expect(package.dates == ["(1980, 1, 1, 0, 0, 0)"])
  }

  @Test(.requires(.python)) func oneAssessmentTestRefersToEveryItemInOrder() throws {
    let package = try Self.inspect(try ExportSamples.export(Self.bundle, .qti).data)
    let test = try #require(package.test)
    #expect(test.root == "assessmentTest" && test.identifier == "TEST-movie-night")
    #expect(test.title == "Movie night")
    #expect(test.parts == 1 && test.sections == 1)
    #expect(
      test.refs == [
        ["godfather", "items/godfather.xml"], ["_2nd_q", "items/_2nd_q.xml"],
        ["q3", "items/q3.xml"],
      ])
    #expect(package.resources[0].files == ["assessmentTest.xml"])
    #expect(package.resources[0].dependencies == ["ITEM-godfather", "ITEM-_2nd_q", "ITEM-q3"])
  }

  @Test(.requires(.python)) func eachItemHasAChoiceInteractionWithItsCorrectResponse() throws {
    let package = try Self.inspect(try ExportSamples.export(Self.bundle, .qti).data)
    try #require(package.items.count == 3)
    for item in package.items {
      #expect(item.root == "assessmentItem")
      #expect(item.lang == "en")
      #expect(item.baseType == "identifier")
      #expect(item.responseIdentifier == "RESPONSE")
      #expect(item.interactionResponse == "RESPONSE")
      #expect(item.outcome == "SCORE")
      #expect(
        item.processing == "http://www.imsglobal.org/question/qti_v2p1/rptemplates/match_correct")
    }
    let (rich, second, response) = (package.items[0], package.items[1], package.items[2])
    #expect(rich.identifier == "godfather" && rich.label == nil)
    #expect(rich.cardinality == "single" && rich.maxChoices == "1" && rich.correct == ["yes"])
    #expect(rich.choices == [["yes", "Yes"], ["no", "No"]])
    #expect(rich.img == "../images/godfather-godfather.jpg" && rich.imgInZip == true)
    #expect(second.identifier == "_2nd_q" && second.label == "2nd q")
    #expect(second.prompt == "Which film won Best Picture in 1995?")
    #expect(response.cardinality == "multiple" && response.maxChoices == "0")
    #expect(response.correct == ["a", "c"])
  }

  @Test(.requires(.python)) func namesPackagedImagesSafely() throws {
    let images = MemoryExportAssets(["assets/my poster é.jpg": ExportSamples.imageBytes])
    let bundle = ExportSamples.bundle(
      [ExportSamples.rich(image: "assets/my poster é.jpg")], locales: ["en", "it"])
    let data = try BundleExporter(images: images).export(
      bundle, options: ExportOptions(format: .qti)
    ).data
    let package = try Self.inspect(data)
    #expect(
      package.resources[1].files == ["items/godfather.xml", "images/godfather-my_poster__.jpg"])
    #expect(package.items[0].img == "../images/godfather-my_poster__.jpg")
    #expect(package.items[0].imgInZip == true)
  }

  @Test(.requires(.python)) func idsThatSanitizeAlikeGiveDistinctItemIdentifiers() throws {
    let bundle = ExportSamples.bundle(
      [
        ExportSamples.plainChoice(id: "a b"), ExportSamples.plainChoice(id: "a_b"),
        ExportSamples.plainChoice(id: "é1"), ExportSamples.plainChoice(id: "ü1"),
      ], locales: ["en", "it"])
    let package = try Self.inspect(try ExportSamples.export(bundle, .qti).data)
    #expect(package.items.map(\.identifier) == ["a_b", "a_b_", "_1", "_1_"])
    #expect(package.items.map(\.label) == ["a b", "a_b", "é1", "ü1"])
    #expect(
      package.resources.map(\.href)
        == [
          "assessmentTest.xml", "items/a_b.xml", "items/a_b_.xml", "items/_1.xml", "items/_1_.xml",
        ]
    )
  }

  @Test(.requires(.python)) func choiceIdsThatSanitizeAlikeStayDistinctAndTheAnswerUnambiguous()
    throws
  {
    let question = Question(
      id: "q", kind: .multipleChoice, prompt: ["en": "Which?"],
      choices: [
        Choice(id: "a b", text: ["en": "First"]), Choice(id: "a_b", text: ["en": "Second"]),
        Choice(id: "é", text: ["en": "Third"]),
      ],
      correct: ["a_b"])
    let package = try Self.inspect(
      try ExportSamples.export(ExportSamples.bundle([question], locales: ["en", "it"]), .qti).data)
    let item = try #require(package.items.first)
    #expect(item.choices == [["a_b", "First"], ["a_b_", "Second"], ["_", "Third"]])
    #expect(item.correct == ["a_b_"])
  }

  @Test func isByteForByteDeterministic() throws {
    let first = try ExportSamples.export(Self.bundle, .qti).data
    let second = try ExportSamples.export(Self.bundle, .qti).data
    #expect(first == second)
  }

  @Test(.requires(.xmllint)) func itemsAreWellFormedXML() throws {
    let item = QTIItemWriter().item(
      ExportSamples.plainChoice(), identifier: "q2", imageHref: nil,
      ExportContext(bundle: ExportSamples.bundle([]), locale: "en", images: MemoryExportAssets()))
    let file = try ToolRunner.temporaryFile(Data(item.utf8), name: "item.xml")
    let lint = try ToolRunner.run("xmllint", ["--noout", file.path])
    #expect(lint.status == 0, "\(lint.output)")
  }

  @Test func reportsWhatItemsCannotHold() throws {
    let result = try ExportSamples.export(Self.bundle, .qti)
    #expect(
      ExportSamples.kinds(result, "godfather") == [
        .locale, .subject, .explanation, .points, .tags, .difficulty, .provenance,
      ])
    #expect(ExportSamples.kinds(result, "q3").isEmpty)
  }

  @Test func failsNamingAMissingLocalImage() throws {
    let bundle = ExportSamples.bundle(
      [ExportSamples.rich(image: "assets/missing.jpg")], locales: ["en", "it"])
    #expect(
      throws: ExportError.unreadableImage(
        questionId: "godfather", path: "assets/missing.jpg", reason: "no such file")
    ) {
      try ExportSamples.export(bundle, .qti)
    }
  }

  @Test func refusesAnImagePathOutsideTheBundleFolder() throws {
    let bundle = ExportSamples.bundle(
      [ExportSamples.rich(image: "../secret.jpg")], locales: ["en", "it"])
    #expect(throws: ExportError.imageOutsideBundle(questionId: "godfather", path: "../secret.jpg"))
    {
      try ExportSamples.export(bundle, .qti)
    }
  }
}
