// MARK: - Text inside an SVG document

/// Escapes text and attribute values for XML, and shortens long ones.
enum SVGText {
  /// `text` with `&`, `<`, `>`, `"` and `'` escaped, safe in an element or an attribute.
  ///
  /// - Complexity: O(n) in the text's length.
  static func escaped(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for character in text {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&apos;"
      default:
        // Control characters other than tab, newline and return are not allowed in XML 1.0.
        if let scalar = character.unicodeScalars.first, scalar.value < 0x20,
          scalar != "\t", scalar != "\n", scalar != "\r"
        {
          result += " "
        } else {
          result.append(character)
        }
      }
    }
    return result
  }

  /// `text` cut to at most `limit` characters, ending in "…" when cut.
  static func truncated(_ text: String, to limit: Int) -> String {
    guard text.count > limit else { return text }
    return String(text.prefix(max(limit - 1, 0))) + "…"
  }
}
