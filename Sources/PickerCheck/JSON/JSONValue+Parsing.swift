extension JSONValue {
  /// The deepest nesting of arrays and objects a line may have: deeper input is a
  /// ``JSONSyntaxError``, never a stack overflow.
  public static let maximumDepth = 64

  /// Parses `bytes` as exactly one JSON value (RFC 8259, strict), with whitespace allowed
  /// around it.
  ///
  /// Refuses trailing commas, comments, leading zeros, unknown escapes, lone surrogates,
  /// invalid UTF-8, duplicate keys, nesting deeper than ``maximumDepth`` and anything after
  /// the value. Never traps, whatever the bytes.
  ///
  /// - Parameter bytes: One line's UTF-8, without its line break (or with it, as whitespace).
  /// - Throws: ``JSONSyntaxError`` naming the column and the reason; an input that ends early
  ///   says so ("the line ends inside an object (is it truncated?)").
  /// - Complexity: O(n) for n bytes.
  public init(parsing bytes: some Collection<UInt8>) throws(JSONSyntaxError) {
    let result =
      bytes.withContiguousStorageIfAvailable(Self.parse)
      ?? Array(bytes).withUnsafeBufferPointer(Self.parse)
    self = try result.get()
  }

  private static func parse(
    _ bytes: UnsafeBufferPointer<UInt8>
  ) -> Result<JSONValue, JSONSyntaxError> {
    var parser = JSONParser(bytes: bytes)
    do throws(JSONSyntaxError) {
      return .success(try parser.parseLine())
    } catch {
      return .failure(error)
    }
  }
}
