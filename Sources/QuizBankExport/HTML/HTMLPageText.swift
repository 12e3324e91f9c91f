/// The page template, its style sheet and its script, as compiled into qbank:
/// `HTML/Page/page.{html,css,js}`, embedded by SwiftPM (`.embedInCode` in Package.swift).
enum HTMLPageText {
  /// `page.html`.
  static let html = String(decoding: PackageResources.page_html, as: UTF8.self)
  /// `page.css`.
  static let css = String(decoding: PackageResources.page_css, as: UTF8.self)
  /// `page.js`.
  static let js = String(decoding: PackageResources.page_js, as: UTF8.self)
}
