import Foundation
import QuizBankModel
import Testing

@testable import QuizBankImport

/// The IMDb reader matches member names as packed words (``MemberNames``): the
/// number it finds for a name must be that key's slot, and names that are not
/// keys must find none.
struct IMDbKeyTests {
  /// The reader tries the key that followed last time first; a guess, right,
  /// wrong or out of range, never decides the answer.
  @Test func everyKeyFindsItsOwnSlotWhateverTheGuess() {
    let count = IMDbItem.Key.allCases.count
    for key in IMDbItem.Key.allCases {
      for guess in [-2, -1, count, count + 1, 1_000] + Array(0..<count) {
        let number = Array(key.rawValue.utf8).withUnsafeBufferPointer {
          IMDbItem.Key.number(bytes: $0, guess: guess)
        }
        #expect(number == key.index, "\(key), guessing \(guess)")
      }
    }
  }

  @Test func namesThatAreNotKeysFindNone() {
    let strangers = [
      "", "i", "ids", "ID", "fullTitle", "imDbRatin", "imDbRatingVotesX", "imdbRating",
      "imDbRatingCountAndMore", "genre", "crew ", "títle",
    ]
    for name in strangers {
      for guess in -1..<IMDbItem.Key.allCases.count {
        let number = Array(name.utf8).withUnsafeBufferPointer {
          IMDbItem.Key.number(bytes: $0, guess: guess)
        }
        #expect(number == -1, "\(name), guessing \(guess)")
      }
    }
  }

  /// Keys in any order (each item's differs from the one before, so the
  /// guesses learnt from it are wrong), spelled with escapes, beside members
  /// the catalogue does not use (long names among them), make the film they name.
  @Test func keysInAnyOrderAndSpellingMakeTheFilm() throws {
    let list = #"""
      {"items":[
        {"fullTitle":"A (1999)","imDbRating":"7.5","crewAndMoreThanSixteenBytes":"x",
         "\u0074itle":"A","year":"1999","id":"tt0000001","rank":"1","imDbRatingCount":"10"},
        {"rank":"2","id":"tt0000002","title":"B","imDbRatingCount":"0","imDbRating":""}
      ],"errorMessage":""}
      """#
    let path = try temporaryFile(Array(list.utf8), name: "top.json")
    let (films, summary) = try importFilms([path])
    #expect(summary.issues.isEmpty)
    #expect(films.map(\.id) == ["tt0000001", "tt0000002"])
    #expect(films.map(\.title) == ["A", "B"])
    #expect(films[0].year == 1999)
    #expect(films[0].rating == 7.5)
    #expect(films[1].rating == nil)
    #expect(films.map(\.rank) == [1, 2])
  }
}
