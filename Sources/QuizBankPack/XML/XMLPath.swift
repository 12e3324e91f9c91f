/// A path to an element (and optionally one of its attributes) in an XML
/// document, used to point diagnostics at a line and column after the fact.
///
/// Steps go from the root element down. Each step names the element and picks
/// one among its siblings by position, by `xml:lang` or by its `name` attribute.
package struct XMLPath: Sendable, Hashable, CustomStringConvertible {
  /// One step down the tree.
  package struct Step: Sendable, Hashable {
    /// How a step picks one element among its siblings.
    package enum Selector: Sendable, Hashable {
      /// The n-th (1-based) child with this name.
      case ordinal(Int)
      /// The child with this name whose `xml:lang` is this.
      case lang(String)
      /// The child of any name whose `name` attribute is this.
      case named(String)
    }

    /// The element's local name (ignored for `.named`).
    package var name: String
    /// Which of the siblings.
    package var selector: Selector

    /// Creates a step.
    package init(_ name: String, _ selector: Selector = .ordinal(1)) {
      self.name = name
      self.selector = selector
    }

    /// The key the scanner looks the step up by.
    var key: String {
      switch selector {
      case .ordinal(let n): "\(name)#\(n)"
      case .lang(let lang): "\(name)@\(lang)"
      case .named(let value): "*=\(value)"
      }
    }
  }

  /// The steps from the root element down.
  package var steps: [Step]
  /// An attribute of the last element, when the path points at one.
  package var attribute: String?

  /// Creates a path.
  package init(_ steps: [Step], attribute: String? = nil) {
    self.steps = steps
    self.attribute = attribute
  }

  /// The path extended by one step.
  package func appending(_ step: Step) -> XMLPath { XMLPath(steps + [step]) }

  /// The path pointing at an attribute of its last element.
  package func attribute(_ name: String) -> XMLPath { XMLPath(steps, attribute: name) }

  /// An XPath-like rendering: `/pack/question[3]/choice[2]/text[@xml:lang='en']`.
  package var description: String {
    var text = ""
    for step in steps {
      switch step.selector {
      case .ordinal(let n): text += "/\(step.name)[\(n)]"
      case .lang(let lang): text += "/\(step.name)[@xml:lang='\(lang)']"
      case .named(let value): text += "/*[@name='\(value)']"
      }
    }
    if let attribute { text += "/@\(attribute)" }
    return text
  }
}
