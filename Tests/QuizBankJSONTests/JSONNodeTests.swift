import QuizBankJSON
import Testing

struct JSONNodeTests {
  static let document = """
    {
      "id": "pack",
      "questions": [
        {"id": "q1", "text": {"en": "Which?"}, "points": 2},
        {"id": "q2", "a/b": 1, "m~n": 2}
      ],
      "id": "last"
    }
    """

  @Test func buildsATreeWithPositions() throws {
    let root = try JSONNode.parse(Array(Self.document.utf8))
    let questions = try #require(root["questions"]?.array)
    #expect(questions.count == 2)
    #expect(questions[0]["text"]?["en"]?.string == "Which?")
    #expect(questions[0]["text"]?["en"]?.position.description == "4:33")
    #expect(questions[0]["points"]?.int == 2)
    #expect(root["questions"]?.position.description == "3:16")
    #expect(root.members?.map(\.key) == ["id", "questions", "id"])
    #expect(root.members?[1].keyPosition.description == "3:3")
    #expect(root["id"]?.string == "last")
    #expect(root["questions"]?.kindName == "array")
  }

  @Test func resolvesRFC6901Pointers() throws {
    let root = try JSONNode.parse(Array(Self.document.utf8))
    #expect(root.node(at: "") == root)
    #expect(root.node(at: "/questions/1/id")?.string == "q2")
    #expect(root.node(at: "/questions/1/a~1b")?.int == 1)
    #expect(root.node(at: "/questions/1/m~0n")?.int == 2)
    #expect(root.node(at: "/questions/1/id")?.position.description == "5:12")
    #expect(root.node(at: "/questions/01") == nil)
    #expect(root.node(at: "/questions/2") == nil)
    #expect(root.node(at: "/questions/-1") == nil)
    #expect(root.node(at: "questions") == nil)
    #expect(root.node(at: "/id/x") == nil)
    #expect(JSONPointer.pointer(["questions", "a/b", "m~n"]) == "/questions/a~1b/m~0n")
    #expect(JSONPointer.tokens("/a~1b/m~0n/") == ["a/b", "m~n", ""])
  }

  @Test func readsOneElementAtATimeMidStream() throws {
    let reader = JSONReader(
      bytes: Array(#"{"items": [{"id": 1}, [2], "three"], "end": true}"#.utf8))
    #expect(try reader.next() == .startObject)
    #expect(try reader.next() == .key("items"))
    #expect(try reader.next() == .startArray)
    var items: [JSONNode] = []
    while let item = try JSONNode.read(from: reader) { items.append(item) }
    #expect(items.map(\.kindName) == ["object", "array", "string"])
    #expect(items[0]["id"]?.int == 1)
    #expect(items[2].position.description == "1:28")
    #expect(try reader.next() == .key("end"))
  }

  @Test func refusesTrailingDataAfterTheDocument() throws {
    let error = try #require(throws: JSONSyntaxError.self) {
      _ = try JSONNode.parse(Array("{\"a\": 1}\n}".utf8))
    }
    #expect(
      error.description == "2:1: unexpected '}' after the JSON value; expected the end of input")
  }

  @Test func parsesScalarsAtTheTopLevel() throws {
    #expect(try JSONNode.parse(Array(" 42 ".utf8)).int == 42)
    #expect(try JSONNode.parse(Array("null".utf8)).isNull)
    #expect(try JSONNode.parse(Array("\"s\"".utf8)).string == "s")
    #expect(try JSONNode.parse(Array("false".utf8)).bool == false)
  }
}
