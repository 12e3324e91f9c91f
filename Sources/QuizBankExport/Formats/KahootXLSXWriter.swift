import Foundation
import QuizBankModel

/// Writes `--to kahoot`: an .xlsx laid out like Kahoot's quiz spreadsheet
/// template, which is what Kahoot's "Import spreadsheet" reads. The quiz's
/// title and a note in column B of rows 2–4, the template's header in row 8
/// (column A empty, the seven captions in B–H), then from row 9 one row per
/// question: its number in A, question, four answers, time limit, right answers.
///
/// The rows are ``KahootRows``' (the same as the CSV flavor's). Text cells are
/// inline strings, never formulas, so no CSV-style `'` escaping is needed;
/// characters XML cannot hold are left out. SpreadsheetML is a zip of XML
/// parts, written with the same fixed order and timestamp as the QTI package.
struct KahootXLSXWriter {
  let timeLimit: Int

  /// The row of the template's header; questions start on the next one.
  static let headerRow = 8

  static let note =
    "Questions have a limit of 120 characters and answers 75. Several right answers are separated by a comma. Written by qbank export --to kahoot."

  func write(_ context: inout ExportContext) throws -> Data {
    let rows = KahootRows(timeLimit: timeLimit).rows(&context)
    var sheet: [(row: Int, cells: [Cell])] = [
      (2, [.text("B", context.text(context.bundle.title))]),
      (4, [.text("B", Self.note)]),
      (Self.headerRow, zip(Self.columns.dropFirst(), KahootRows.header).map { .text($0, $1) }),
    ]
    for (index, row) in rows.enumerated() {
      var cells: [Cell] = [.number("A", index + 1), .text("B", row.question)]
      for (column, answer) in zip(["C", "D", "E", "F"], row.answers) where !answer.isEmpty {
        cells.append(.text(column, answer))
      }
      cells.append(.number("G", row.timeLimit))
      cells.append(
        row.correct.count == 1 ? .number("H", row.correct[0]) : .text("H", row.correctText))
      sheet.append((Self.headerRow + 1 + index, cells))
    }
    return try ZipPackage.zip([
      ("[Content_Types].xml", Data(Self.contentTypes.utf8)),
      ("_rels/.rels", Data(Self.rootRelationships.utf8)),
      ("xl/workbook.xml", Data(Self.workbook.utf8)),
      ("xl/_rels/workbook.xml.rels", Data(Self.workbookRelationships.utf8)),
      ("xl/styles.xml", Data(Self.styles.utf8)),
      ("xl/worksheets/sheet1.xml", Data(Self.worksheet(sheet).utf8)),
    ])
  }

  static let columns = ["A", "B", "C", "D", "E", "F", "G", "H"]

  enum Cell {
    case text(String, String)
    case number(String, Int)
  }

  static func worksheet(_ rows: [(row: Int, cells: [Cell])]) -> String {
    var out = "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"yes\"?>\n"
    out += "<worksheet xmlns=\"\(mainNamespace)\"><sheetData>"
    for (number, cells) in rows {
      out += "<row r=\"\(number)\">"
      for cell in cells {
        switch cell {
        case .text(let column, let text):
          out +=
            "<c r=\"\(column)\(number)\" t=\"inlineStr\"><is><t xml:space=\"preserve\">\(XMLEscaping.text(text))</t></is></c>"
        case .number(let column, let value):
          out += "<c r=\"\(column)\(number)\"><v>\(value)</v></c>"
        }
      }
      out += "</row>"
    }
    return out + "</sheetData></worksheet>\n"
  }

  static let mainNamespace = "http://schemas.openxmlformats.org/spreadsheetml/2006/main"
  static let relationshipNamespace =
    "http://schemas.openxmlformats.org/officeDocument/2006/relationships"

  static let contentTypes = """
    <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
    <Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">\
    <Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>\
    <Default Extension="xml" ContentType="application/xml"/>\
    <Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>\
    <Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>\
    <Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>\
    </Types>

    """

  static let rootRelationships = """
    <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
    <Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">\
    <Relationship Id="rId1" Type="\(relationshipNamespace)/officeDocument" Target="xl/workbook.xml"/>\
    </Relationships>

    """

  static let workbook = """
    <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
    <workbook xmlns="\(mainNamespace)" xmlns:r="\(relationshipNamespace)">\
    <sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>

    """

  static let workbookRelationships = """
    <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
    <Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">\
    <Relationship Id="rId1" Type="\(relationshipNamespace)/worksheet" Target="worksheets/sheet1.xml"/>\
    <Relationship Id="rId2" Type="\(relationshipNamespace)/styles" Target="styles.xml"/>\
    </Relationships>

    """

  static let styles = """
    <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
    <styleSheet xmlns="\(mainNamespace)">\
    <fonts count="1"><font><sz val="11"/><name val="Calibri"/></font></fonts>\
    <fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>\
    <borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>\
    <cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>\
    <cellXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/></cellXfs>\
    <cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>\
    </styleSheet>

    """
}
