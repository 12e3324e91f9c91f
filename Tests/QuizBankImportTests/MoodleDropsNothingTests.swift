import Foundation
import QuizBankModel
import QuizBankPack
import QuizBankPackTestSupport
import Testing

@testable import QuizBankImport

/// Moodle import drops nothing silently (issue 13, Export item 6): media files,
/// the old `<image>`/`<image_base64>` tags and per-answer feedback are carried
/// or warned about with the question's line.
struct MoodleDropsNothingTests {
  static let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 1, 2, 3])

  static func question(_ inside: String, text: String = "Which sound is this?") -> Data {
    MoodleReaderTests.quiz(
      """
        <question type="multichoice">
          <name><text>Sound</text></name>
          <questiontext format="html"><text><![CDATA[\(text)]]></text>\(inside)</questiontext>
          <single>true</single>
          <answer fraction="100" format="html"><text>Bell</text></answer>
          <answer fraction="0" format="html"><text>Horn</text></answer>
        </question>
      """)
  }

  /// A true/false question named "Old" with `extra` elements after its text.
  static func trueFalse(_ extra: String, text: String = "Is this a PNG?") -> Data {
    MoodleReaderTests.quiz(
      """
        <question type="truefalse">
          <name><text>Old</text></name>
          <questiontext format="html"><text>\(text)</text></questiontext>
          \(extra)
          <answer fraction="100"><text>true</text></answer>
          <answer fraction="0"><text>false</text></answer>
        </question>
      """)
  }

  static func read(_ data: Data) throws -> (Question?, [String], MoodleReader.Result) {
    let result = try MoodleReader().read(.bytes(data, name: "q.xml"))
    return (result.bundle?.questions.first, XMLTestSupport.rendered(result.diagnostics), result)
  }

  @Test func warnsAboutEmbeddedAudioAndVideoFiles() throws {
    let (question, warnings, _) = try Self.read(
      Self.question(
        #"<file name="bell.mp3" encoding="base64">SUQz</file><file name="clip.mp4" encoding="base64">AAAA</file>"#,
        text:
          #"<p>Listen <audio controls src="@@PLUGINFILE@@/bell.mp3"></audio><video><source src="@@PLUGINFILE@@/clip.mp4"></video></p>"#
      ))
    #expect(question?.prompt["en"] == "Listen")
    #expect(
      warnings == [
        "q.xml:3:3: warning[QBX023]: question \"Sound\": the audio file bell.mp3 (<file>) is not carried: a bundle question holds one picture, no audio",
        "q.xml:3:3: warning[QBX023]: question \"Sound\": the video file clip.mp4 (<file>) is not carried: a bundle question holds one picture, no video",
      ])
  }

  @Test func warnsAboutAPluginFileReferenceWithoutItsFile() throws {
    let (_, warnings, _) = try Self.read(
      Self.question("", text: #"<a href="@@PLUGINFILE@@/notes%20v2.pdf">notes</a>"#))
    #expect(
      warnings == [
        "q.xml:3:3: warning[QBX023]: question \"Sound\": the document @@PLUGINFILE@@/notes v2.pdf is not carried (no <file> for it, and a bundle question holds no document)"
      ])
  }

  @Test func carriesTheOldImageBase64TagAsAnAsset() throws {
    let (question, warnings, result) = try Self.read(
      Self.trueFalse(
        "<image>pics/old logo.png</image><image_base64>\(Self.png.base64EncodedString())</image_base64>"
      ))
    #expect(warnings == [])
    let asset = try #require(result.assets.first)
    #expect(asset.data == Self.png)
    #expect(asset.path.hasSuffix("-old_logo.png"))
    #expect(question?.image == ImageReference(source: asset.path, sha256: asset.sha256))
  }

  @Test func warnsAboutAnOldImageWithoutItsData() throws {
    let (question, warnings, _) = try Self.read(
      Self.trueFalse("<image>pics/old.png</image>"))
    #expect(question?.image == nil)
    #expect(
      warnings == [
        "q.xml:3:3: warning[QBX023]: question \"Old\": <image> pics/old.png is not carried: the file has no <image_base64> data in this export"
      ])
  }

  @Test func warnsAboutBadImageBase64() throws {
    let (_, warnings, _) = try Self.read(
      Self.trueFalse("<image>a.png</image><image_base64>@@@@</image_base64>", text: "Q?"))
    #expect(
      warnings == [
        "q.xml:3:3: warning[QBX023]: question \"Old\": <image> a.png is not carried: <image_base64> is not valid base64"
      ])
  }

  @Test func warnsAboutPerAnswerAndCombinedFeedback() throws {
    let (question, warnings, _) = try Self.read(
      MoodleReaderTests.quiz(
        """
          <question type="multichoice">
            <name><text>Fed</text></name>
            <questiontext format="html"><text>Pick</text></questiontext>
            <correctfeedback format="html"><text>Well done</text></correctfeedback>
            <incorrectfeedback format="html"><text></text></incorrectfeedback>
            <answer fraction="100"><text>A</text><feedback><text>Yes! <img src="@@PLUGINFILE@@/up.png"/></text><file name="up.png" encoding="base64">AAAA</file></feedback></answer>
            <answer fraction="0"><text>B</text><feedback><text>No</text></feedback></answer>
            <answer fraction="0"><text>C</text><feedback><text></text></feedback></answer>
          </question>
        """))
    #expect(question?.correct == ["a"])
    #expect(
      warnings == [
        "q.xml:3:3: warning[QBX023]: question \"Fed\": the feedback of 2 answer(s) is not carried: a bundle question has one explanation (from <generalfeedback>)",
        "q.xml:3:3: warning[QBX023]: question \"Fed\": <correctfeedback> is not carried",
      ])
  }

  @Test func warnsAboutPicturesPastTheFirstAndUncarriedSources() throws {
    let (question, warnings, _) = try Self.read(
      Self.question(
        "", text: #"<img src="data:image/png;base64,AAAA"><img src="https://x.test/b.png">"#))
    #expect(question?.image == nil)
    #expect(
      warnings == [
        "q.xml:3:3: warning[QBX023]: question \"Sound\": the picture data:image/png;base64,AAAA is not carried (not an http(s) URL or a file of the export)",
        "q.xml:3:3: warning[QBX023]: question \"Sound\": 1 more picture(s) in the text are not carried: a bundle question has one picture",
      ])
  }
}
