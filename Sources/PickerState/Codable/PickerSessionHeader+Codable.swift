/// The header's object, as ``PickerSessionHeader`` shows it; keys other than these are
/// ignored, so a later version of the same format may add some. Written by hand because
/// decoding checks the version and the pixel scale.
///
/// The session format writes a number that is not finite (a recorded `didScroll` of NaN,
/// an infinite ``PickerOptions/flingThreshold``) as the string `"nan"`, `"infinity"` or
/// `"-infinity"`, in any number field. The library's conformances leave that to the coder,
/// as JSON has no such numbers: a `JSONEncoder` and `JSONDecoder` that read and write
/// session lines need
///
/// ```swift
/// encoder.nonConformingFloatEncodingStrategy = .convertToString(
///   positiveInfinity: "infinity", negativeInfinity: "-infinity", nan: "nan")
/// decoder.nonConformingFloatDecodingStrategy = .convertFromString(
///   positiveInfinity: "infinity", negativeInfinity: "-infinity", nan: "nan")
/// ```
///
/// and `encoder.outputFormatting = .sortedKeys` writes the same text on every run. Without
/// the strategies, encoding a value that holds such a number throws `EncodingError`, and
/// decoding such a string throws `DecodingError`.
extension PickerSessionHeader: Codable {
  /// Reads a header of this format's version or an earlier one.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError.keyNotFound` for a line without `pickerSession` (not a
  ///   header), `DecodingError.dataCorrupted` at `pickerSession` for a version this library
  ///   does not read, `DecodingError.dataCorrupted` at `pixelScale` for a scale that is not
  ///   a finite number above zero, and the layout's and options' own errors.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: JSONKey.self)
    let version = try container.decode(Int.self, forKey: "pickerSession")
    guard (1...Self.currentFormatVersion).contains(version) else {
      throw DecodingError.dataCorruptedError(
        forKey: "pickerSession", in: container,
        debugDescription: version > Self.currentFormatVersion
          ? "format version \(version) is newer than this library reads "
            + "(\(Self.currentFormatVersion)): replay it with a later version"
          : "format version \(version) does not exist (versions start at 1)")
    }
    self.init(
      layout: try container.decode(PickerLayout.self, forKey: "layout"),
      options: try container.decode(PickerOptions.self, forKey: "options"),
      initialRow: try container.decode(Int.self, forKey: "initialRow"),
      pixelScale: try container.decodeIfPresent(Double.self, forKey: "pixelScale"))
    if let pixelScale, !(pixelScale.isFinite && pixelScale > 0) {
      throw DecodingError.dataCorruptedError(
        forKey: "pixelScale", in: container,
        debugDescription: "pixelScale must be a finite number above zero, got \(pixelScale)")
    }
    formatVersion = version
  }

  /// Writes every field, `pixelScale` only when there is one. A reader tells a header from
  /// an entry by its `pickerSession` key, wherever the encoder places it.
  ///
  /// - Parameter encoder: The encoder to write to.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: JSONKey.self)
    try container.encode(formatVersion, forKey: "pickerSession")
    try container.encode(layout, forKey: "layout")
    try container.encode(options, forKey: "options")
    try container.encode(initialRow, forKey: "initialRow")
    try container.encodeIfPresent(pixelScale, forKey: "pixelScale")
  }
}
