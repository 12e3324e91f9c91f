import QuizBankModel

/// Writes the IMS QTI 2.1 `assessmentTest` of a package: one `testPart` with
/// one `assessmentSection` referring to every item in bundle order, and a
/// `SCORE` that sums the items' scores, so an LMS that imports tests sees the
/// bundle as one quiz.
struct QTITestWriter {
  /// The test's path in the package.
  static let path = "assessmentTest.xml"

  /// The test's XML; `items` are the item identifiers and their paths in the package.
  func test(
    _ bundle: QuizBundle, items: [(identifier: String, href: String)], _ context: ExportContext
  ) -> String {
    let title = XMLEscaping.attribute(context.text(bundle.title))
    let identifier = XMLEscaping.text(QTIItemWriter.identifier(bundle.id))
    let references = items.map { item in
      "      <assessmentItemRef identifier=\"\(XMLEscaping.text(item.identifier))\" href=\"\(XMLEscaping.text(item.href))\"/>\n"
    }.joined()
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <assessmentTest xmlns="\(QTIItemWriter.namespace)" \
      xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" \
      xsi:schemaLocation="\(QTIItemWriter.schemaLocation)" \
      identifier="TEST-\(identifier)" title="\(title)">
      \(QTIItemWriter.scoreDeclaration)\
        <testPart identifier="PART-1" navigationMode="linear" submissionMode="individual">
          <assessmentSection identifier="SECTION-1" title="\(title)" visible="true">
      \(references)\
          </assessmentSection>
        </testPart>
        <outcomeProcessing>
          <setOutcomeValue identifier="SCORE">
            <sum>
              <testVariables variableIdentifier="SCORE"/>
            </sum>
          </setOutcomeValue>
        </outcomeProcessing>
      </assessmentTest>

      """
  }
}
