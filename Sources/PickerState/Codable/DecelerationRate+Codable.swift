/// A rate is written as its ``DecelerationRate/perMillisecond``, a number: `0.998`.
///
/// Written by hand because the rate is one number, not the object Swift would synthesize,
/// and is read through the initializer that clamps it.
extension DecelerationRate: Codable {
  /// Reads a number through ``init(_:)``, which clamps it into `0 ..< 1`.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError` for a value that is not a number.
  public init(from decoder: any Decoder) throws {
    self.init(try decoder.singleValueContainer().decode(Double.self))
  }

  /// Writes ``perMillisecond``.
  ///
  /// - Parameter encoder: The encoder to write to.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(perMillisecond)
  }
}
