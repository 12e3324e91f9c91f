/// How a question keeps its Open Trivia DB category in a bundle, which has no
/// category member: two tags, the slug (`category:entertainment-film`) to
/// filter on and the name as the API writes it (`category-name:Entertainment: Film`),
/// so bundle → Open Trivia DB → bundle writes and reads the same category.
package enum OpenTDBCategoryTags {
  /// The prefix of the tag that holds the category's name.
  package static let namePrefix = "category-name:"

  /// The tags that keep `category`.
  package static func tags(for category: String) -> [String] {
    ["category:" + slug(category), namePrefix + category]
  }

  /// The category `tags` keep, and the tags that keep it; `nil` when none does.
  package static func category(in tags: [String]) -> (name: String, tags: Set<String>)? {
    guard let tag = tags.first(where: { $0.hasPrefix(namePrefix) }) else { return nil }
    let name = String(tag.dropFirst(namePrefix.count))
    return (name, Set(Self.tags(for: name)))
  }

  /// `Entertainment: Film` → `entertainment-film`.
  package static func slug(_ text: String) -> String {
    var slug = ""
    var dash = false
    for character in text.lowercased() {
      if character.isLetter || character.isNumber {
        if dash && !slug.isEmpty { slug += "-" }
        slug.append(character)
        dash = false
      } else {
        dash = true
      }
    }
    return slug
  }
}
