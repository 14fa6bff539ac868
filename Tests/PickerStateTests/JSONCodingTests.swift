import Foundation
import PickerCheck
import PickerState
import Testing

/// `JSONValueDecoder` and `JSONValueEncoder` against Foundation's coders on the library's
/// values, and the coding paths of their errors.
@Suite struct JSONCodingTests {
  // MARK: - Fixtures: CodableTests' values, and numbers whose shortest text is an edge

  static let uniformLayout = CodableTests.uniformLayout
  static let layouts = CodableTests.layouts
  static let allOptions = [PickerOptions(), CodableTests.options]
  static let events: [PickerEvent] =
    CodableTests.events
    + [0.1, 1e-7, .ulpOfOne, .leastNonzeroMagnitude, .greatestFiniteMagnitude, .infinity].map {
      .didScroll(offset: $0)
    }
  static let effects = CodableTests.effects

  // MARK: - Helpers

  /// Foundation's text for `value`.
  func foundationText(_ value: some Encodable) throws -> [UInt8] {
    Array(try JSONEncoder().encode(value))
  }

  /// `value` read back by Foundation from `JSONValueEncoder`'s text.
  func foundationDecoded<T: Codable>(_ value: T) throws -> T {
    let text = try JSONValueEncoder().encode(value).text
    return try JSONDecoder().decode(T.self, from: Data(text.utf8))
  }

  /// `value` read back by `JSONValueDecoder` from Foundation's text.
  func decodedFromFoundation<T: Codable>(_ value: T) throws -> T {
    try JSONValueDecoder().decode(T.self, from: JSONValue(parsing: foundationText(value)))
  }

  func decode<T: Decodable>(_ type: T.Type, _ text: String) throws -> T {
    try JSONValueDecoder().decode(type, from: JSONValue(parsing: Array(text.utf8)))
  }

  /// A decoding error as a comparable value: its case, coding path and description.
  struct Failure: Equatable, CustomStringConvertible {
    var kind: String
    var path: [String]
    var reason: String

    var description: String { "\(kind) at \(path): \(reason)" }

    init(kind: String, path: [String], reason: String) {
      self.kind = kind
      self.path = path
      self.reason = reason
    }

    init(_ context: DecodingError.Context, _ kind: String) {
      self.init(
        kind: kind, path: context.codingPath.map(\.stringValue), reason: context.debugDescription)
    }
  }

  /// How decoding `text` as `type` fails, or nil when it succeeds.
  func failure<T: Decodable>(_ type: T.Type, _ text: String) throws -> Failure? {
    do {
      _ = try decode(type, text)
      return nil
    } catch let error as DecodingError {
      switch error {
      case .typeMismatch(_, let context): return Failure(context, "typeMismatch")
      case .valueNotFound(_, let context): return Failure(context, "valueNotFound")
      case .keyNotFound(let key, let context):
        return Failure(context, "keyNotFound(\(key.stringValue))")
      case .dataCorrupted(let context): return Failure(context, "dataCorrupted")
      @unknown default: return Failure(kind: "unknown", path: [], reason: "\(error)")
      }
    }
  }

  // MARK: - Against Foundation

  @Test(arguments: events)
  func foundationsEventTextDecodesToTheSameEvent(event: PickerEvent) throws {
    #expect(try "\(decodedFromFoundation(event))" == "\(event)")
    #expect(try "\(foundationDecoded(event))" == "\(event)")
  }

  @Test(arguments: events)
  func anEventRoundTripsThroughItsOwnText(event: PickerEvent) throws {
    let text = try JSONValueEncoder().encode(event).text
    let decoded = try decode(PickerEvent.self, text)
    #expect(try JSONValueEncoder().encode(decoded).text == text)
  }

  @Test(arguments: effects)
  func effectsCrossBothWays(effect: PickerEffect) throws {
    #expect(try "\(decodedFromFoundation(effect))" == "\(effect)")
    #expect(try "\(foundationDecoded(effect))" == "\(effect)")
  }

  @Test(arguments: layouts)
  func layoutsCrossBothWays(layout: PickerLayout) throws {
    #expect(try decodedFromFoundation(layout) == layout)
    #expect(try foundationDecoded(layout) == layout)
  }

  @Test(arguments: allOptions)
  func optionsCrossBothWays(options: PickerOptions) throws {
    #expect(try decodedFromFoundation(options) == options)
    #expect(try foundationDecoded(options) == options)
  }

  // MARK: - Shapes

  @Test func theEncoderWritesTheDocumentedShapesInKeyOrder() throws {
    let encoder = JSONValueEncoder()
    #expect(
      try encoder.encode(PickerEvent.didScroll(offset: 12.5))
        == .object([.init("didScroll", .object([.init("offset", .number("12.5"))]))]))
    #expect(
      try encoder.encode(PickerEvent.select(row: 3, animated: true)).text
        == #"{"select":{"row":3,"animated":true}}"#)
    #expect(
      try encoder.encode(PickerEvent.willEndDragging(velocity: -850, proposedOffset: .nan)).text
        == #"{"willEndDragging":{"velocity":-850,"proposedOffset":"nan"}}"#)
    let feedback = PickerEffect.selectionFeedback
    #expect(try encoder.encode(feedback).text == #"{"selectionFeedback":{}}"#)
    #expect(
      try encoder.encode(Self.uniformLayout).text
        == #"{"viewportWidth":375,"itemWidth":60,"itemCount":12,"spacing":8,"#
        + #""alignment":{"center":{}},"direction":"leftToRight","wrapsAround":false}"#)
    #expect(
      try encoder.encode([Int.min, Int.max]).text
        == "[-9223372036854775808,9223372036854775807]")
    #expect(try encoder.encode([0.1, -0.0, 1e-7, 1e300]).text == "[0.1,-0,1e-07,1e+300]")
  }

  @Test func aNonFiniteDoubleIsAnEncodingError() {
    #expect {
      _ = try JSONValueEncoder().encode([1, Double.nan])
    } throws: { error in
      guard case EncodingError.invalidValue(_, let context) = error else { return false }
      return context.codingPath.map(\.stringValue) == ["1"]
    }
  }

  // MARK: - Errors and their paths

  @Test func anUnknownEventCaseNamesTheCase() throws {
    #expect(
      try failure(PickerEvent.self, #"{"didExplode":{}}"#)
        == Failure(
          kind: "dataCorrupted", path: ["didExplode"], reason: "unknown PickerEvent 'didExplode'"))
  }

  @Test func aMissingArgumentNamesTheKeyAndItsObject() throws {
    #expect(
      try failure(PickerEvent.self, #"{"select":{"row":1}}"#)
        == Failure(
          kind: "keyNotFound(animated)", path: ["select"],
          reason: #"no value for the key "animated""#))
  }

  @Test func aWrongTypeNamesTheValue() throws {
    #expect(
      try failure(PickerEvent.self, #"{"tap":{"row":"one"}}"#)
        == Failure(
          kind: "typeMismatch", path: ["tap", "row"], reason: "expected a number, found a string"))
    #expect(
      try failure(PickerEvent.self, #"{"didScroll":{"offset":true}}"#)
        == Failure(
          kind: "typeMismatch", path: ["didScroll", "offset"],
          reason: "expected a number, found a boolean"))
    #expect(
      try failure(PickerEvent.self, #"{"didEndDragging":{"willDecelerate":1}}"#)
        == Failure(
          kind: "typeMismatch", path: ["didEndDragging", "willDecelerate"],
          reason: "expected a boolean, found a number"))
    #expect(
      try failure(PickerEvent.self, #"{"tap":{"row":null}}"#)
        == Failure(
          kind: "valueNotFound", path: ["tap", "row"], reason: "expected a number, found null"))
    #expect(
      try failure(PickerEvent.self, #"["tap"]"#)
        == Failure(kind: "typeMismatch", path: [], reason: "expected an object, found an array"))
  }

  @Test func aLayoutItsInitializerRefusesNamesTheField() throws {
    let text =
      #"{"layoutChanged":{"layout":{"viewportWidth":-1,"itemWidth":60,"itemCount":3,"#
      + #""spacing":0,"alignment":{"center":{}},"direction":"leftToRight","wrapsAround":false}}}"#
    let failure = try #require(try failure(PickerEvent.self, text))
    #expect(failure.kind == "dataCorrupted")
    #expect(failure.path == ["layoutChanged", "layout", "viewportWidth"])
  }

  @Test func integersComeOnlyFromIntegerTextInRange() throws {
    #expect(try decode([Int].self, "[-9223372036854775808,0,-0,7]") == [.min, 0, 0, 7])
    #expect(try decode(UInt64.self, "18446744073709551615") == .max)
    #expect(try decode(Int8.self, "-128") == -128)
    #expect(
      try failure([Int].self, "[1,1.5]")
        == Failure(kind: "dataCorrupted", path: ["1"], reason: "expected an integer, found 1.5"))
    #expect(
      try failure(Int.self, "1e3")
        == Failure(kind: "dataCorrupted", path: [], reason: "expected an integer, found 1e3"))
    #expect(
      try failure(Int8.self, "128")
        == Failure(kind: "dataCorrupted", path: [], reason: "the number 128 does not fit in Int8"))
    #expect(
      try failure(UInt.self, "-1")
        == Failure(kind: "dataCorrupted", path: [], reason: "the number -1 does not fit in UInt"))
    #expect(
      try failure(Int.self, "9223372036854775808")
        == Failure(
          kind: "dataCorrupted", path: [],
          reason: "the number 9223372036854775808 does not fit in Int"))
  }

  @Test func doublesComeFromAnyFiniteNumberAndBoolsOnlyFromLiterals() throws {
    #expect(try decode([Double].self, "[1,-0.5,1e2,0.1]") == [1, -0.5, 100, 0.1])
    #expect(
      try failure(Double.self, "1e400")
        == Failure(
          kind: "dataCorrupted", path: [], reason: "the number 1e400 does not fit in a Double"))
    #expect(try decode(Bool.self, "false") == false)
    #expect(
      try failure(Bool.self, "0")
        == Failure(kind: "typeMismatch", path: [], reason: "expected a boolean, found a number"))
  }

  struct Record: Codable, Equatable {
    var name: String
    var count: Int?
    var tags: [String?]
    var nested: [String: [Int]]
  }

  @Test func optionalsNilsAndNestedContainersDecode() throws {
    let text = #"{"name":"a","tags":["x",null],"nested":{"k":[1,2]}}"#
    let record = Record(name: "a", count: nil, tags: ["x", nil], nested: ["k": [1, 2]])
    #expect(try decode(Record.self, text) == record)
    #expect(try decode(Record.self, JSONValueEncoder().encode(record).text) == record)
    #expect(
      try JSONValueEncoder().encode(record).text
        == #"{"name":"a","tags":["x",null],"nested":{"k":[1,2]}}"#)
    #expect(
      try failure(Record.self, #"{"name":"a","tags":[1],"nested":{}}"#)
        == Failure(
          kind: "typeMismatch", path: ["tags", "0"], reason: "expected a string, found a number"))
    #expect(
      try failure([Int].self, "{}")
        == Failure(kind: "typeMismatch", path: [], reason: "expected an array, found an object"))
  }

  @Test func aDecodedLineMatchesFoundationsOnAWholeSessionLine() throws {
    struct Line: Codable, Equatable {
      var event: PickerEvent
      var effects: [PickerEffect]
    }
    let text = #"{"event":{"didScroll":{"offset":1234.5}},"effects":[{"selectionFeedback":{}}]}"#
    let expected = Line(event: .didScroll(offset: 1234.5), effects: [.selectionFeedback])
    #expect(try decode(Line.self, text) == expected)
    #expect(try JSONValueEncoder().encode(expected).text == text)
  }
}
