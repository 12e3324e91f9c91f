/// Moodle's list of answer grades (`question_bank::fraction_options()`), in percent,
/// largest first, spelled as Moodle writes them. A right answer's grade must be one
/// of these; the negative grades are the same values negated. The GIFT and Moodle XML
/// exporters choose from it and the GIFT reader compares weights against it.
package enum MoodleGrades {
  /// The positive grades, as text.
  package static let positive: [String] = [
    "100", "90", "83.33333", "80", "75", "70", "66.66667", "60", "50", "40", "33.33333", "30",
    "25", "20", "16.66667", "14.28571", "12.5", "11.11111", "10", "5",
  ]

  /// The positive grades, as numbers.
  package static let positiveValues: [Double] = positive.compactMap(Double.init)
}
