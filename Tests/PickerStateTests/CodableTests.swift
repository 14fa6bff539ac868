import Foundation
import PickerState
import Testing

/// The JSON shapes of the values a recorded picker history holds: every case round-trips,
/// representative values have the exact text their doc comments give, and bad input is a
/// decoding error.
@Suite struct CodableTests {
  // MARK: - Fixtures

  static let uniformLayout = try! PickerLayout(
    viewportWidth: 375, itemWidth: 60, itemCount: 12, spacing: 8)
  static let variableLayout = try! PickerLayout(
    viewportWidth: 300, itemWidths: [40, 80.5, 120], spacing: 4,
    alignment: .leading(padding: 16), direction: .rightToLeft, wrapsAround: true)
  static let layouts: [PickerLayout] = [
    uniformLayout, variableLayout,
    try! PickerLayout(viewportWidth: 300, itemWidth: 50, itemCount: 0),
    try! PickerLayout(viewportWidth: 300, itemWidths: []),
    try! PickerLayout(
      viewportWidth: 320, itemWidth: 70, itemCount: 9, alignment: .trailing(padding: 0),
      wrapsAround: true),
  ]
  static let options = PickerOptions(
    snapping: .paging(maxItems: 2), decelerationRate: .fast, flingThreshold: .infinity,
    suppressesEdgeAnimation: false, commitsSelectionWhileScrolling: true,
    minimumAnimatedDistance: -.infinity, autoAdvanceInterval: 2.5)

  static let events: [PickerEvent] =
    [
      .select(row: 3, animated: true), .select(row: .min, animated: false), .tap(row: 0),
      .tapCell(17), .willBeginDragging, .didScroll(offset: 12.5), .didScroll(offset: -0.25),
      .willEndDragging(velocity: -850, proposedOffset: 140),
      .didEndDragging(willDecelerate: true), .didEndDragging(willDecelerate: false),
      .didEndDecelerating, .didEndScrollingAnimation, .accessibilityIncrement,
      .accessibilityDecrement, .autoAdvanceTimerFired, .optionsChanged(PickerOptions()),
      .optionsChanged(options),
    ] + layouts.map { .layoutChanged($0) }
    + layouts.map { .rowsChanged(changeOfEveryKind, layout: $0) }
    + [.rowsChanged(try! PickerRowChanges(), layout: uniformLayout)]

  /// A change of every kind: a removal, insertions and a move.
  static let changeOfEveryKind = try! PickerRowChanges(
    removed: [2], inserted: [0, 3], moved: [PickerRowMove(from: 1, to: 2)])

  static let rejections: [PickerRejection] = [
    .rowOutOfRange(row: 9, itemCount: 5), .rowOutOfRange(row: .max, itemCount: 0),
    .cellOutOfRange(cell: -1, cellCount: 15),
    .nonFiniteNumber(field: .offset, value: .nan),
    .nonFiniteNumber(field: .velocity, value: .infinity),
    .nonFiniteNumber(field: .proposedOffset, value: .negativeInfinity),
    .invalidOption(field: .autoAdvanceInterval, value: .notPositive(0)),
    .invalidOption(field: .autoAdvanceInterval, value: .nonFinite(.nan)),
    .rowChangesMismatch(itemCount: 5, newItemCount: 9),
  ]

  static let causes: [SelectionCause] = [
    .programmatic, .tap, .scroll, .reload, .accessibility, .autoAdvance, .renumbered,
  ]
  static let effects: [PickerEffect] =
    [
      .configure(row: 2, isSelected: true), .configure(row: 0, isSelected: false),
      .selectionChanged(row: nil, cause: .reload), .scroll(toOffset: 136, animated: true),
      .scroll(toOffset: 0, animated: false), .setTargetOffset(204), .selectionFeedback,
      .didEndScrolling(row: 2), .scheduleAutoAdvance(after: 3),
      .scheduleAutoAdvance(after: nil),
    ] + causes.map { .selectionChanged(row: 4, cause: $0) } + rejections.map { .rejected($0) }

  // MARK: - Helpers

  /// `value`'s text from a `JSONEncoder` set up as `PickerSessionHeader`'s `Codable`
  /// conformance says: keys sorted, numbers that are not finite as strings.
  func json(_ value: some Encodable) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    encoder.nonConformingFloatEncodingStrategy = .convertToString(
      positiveInfinity: "infinity", negativeInfinity: "-infinity", nan: "nan")
    return String(decoding: try encoder.encode(value), as: UTF8.self)
  }

  /// `text` read by a `JSONDecoder` set up as `PickerSessionHeader`'s `Codable`
  /// conformance says.
  func decode<Value: Decodable>(_ type: Value.Type, _ text: String) throws -> Value {
    let decoder = JSONDecoder()
    decoder.nonConformingFloatDecodingStrategy = .convertFromString(
      positiveInfinity: "infinity", negativeInfinity: "-infinity", nan: "nan")
    return try decoder.decode(type, from: Data(text.utf8))
  }

  /// The `PickerLayoutError` a layout's decoding failed with, and the path to the value it
  /// names.
  func layoutError(_ text: String) -> LayoutDecodingError? {
    do {
      _ = try decode(PickerLayout.self, text)
    } catch DecodingError.dataCorrupted(let context) {
      guard let error = context.underlyingError as? PickerLayoutError else { return nil }
      return LayoutDecodingError(error: error, path: context.codingPath.map(\.stringValue))
    } catch {}
    return nil
  }

  struct LayoutDecodingError: Equatable {
    var error: PickerLayoutError
    var path: [String]
  }

  // MARK: - Round trips

  @Test(arguments: events)
  func everyEventRoundTrips(event: PickerEvent) throws {
    #expect(try decode(PickerEvent.self, json(event)) == event)
  }

  @Test(arguments: effects)
  func everyEffectRoundTrips(effect: PickerEffect) throws {
    #expect(try decode(PickerEffect.self, json(effect)) == effect)
  }

  @Test(arguments: layouts)
  func aDecodedLayoutIsTheOneItsInitializerBuilds(layout: PickerLayout) throws {
    #expect(try decode(PickerLayout.self, json(layout)) == layout)
  }

  @Test func optionsRoundTripWithNonFiniteNumbers() throws {
    #expect(try decode(PickerOptions.self, json(Self.options)) == Self.options)
    #expect(try decode(PickerOptions.self, json(PickerOptions())) == PickerOptions())
  }

  /// NaN never equals itself, so the text is compared: the same after a round trip.
  @Test(arguments: [Double.nan, .infinity, -.infinity])
  func nonFiniteEventNumbersRoundTripAsStrings(value: Double) throws {
    let events: [PickerEvent] = [
      .didScroll(offset: value), .willEndDragging(velocity: value, proposedOffset: value),
      .optionsChanged(PickerOptions(minimumAnimatedDistance: value, autoAdvanceInterval: value)),
    ]
    for event in events {
      let text = try json(event)
      #expect(try json(decode(PickerEvent.self, text)) == text)
    }
  }

  // MARK: - Shapes

  @Test func eventsHaveTheirDocumentedShapes() throws {
    #expect(try json(PickerEvent.didScroll(offset: 12.5)) == #"{"didScroll":{"offset":12.5}}"#)
    #expect(
      try json(PickerEvent.select(row: 3, animated: true))
        == #"{"select":{"animated":true,"row":3}}"#)
    #expect(try json(PickerEvent.tapCell(17)) == #"{"tapCell":{"cell":17}}"#)
    #expect(try json(PickerEvent.didEndDecelerating) == #"{"didEndDecelerating":{}}"#)
    #expect(
      try json(PickerEvent.willEndDragging(velocity: -850, proposedOffset: .infinity))
        == #"{"willEndDragging":{"proposedOffset":"infinity","velocity":-850}}"#)
    #expect(try json(PickerEvent.didScroll(offset: .nan)) == #"{"didScroll":{"offset":"nan"}}"#)
    #expect(
      try json(PickerEvent.didScroll(offset: -.infinity))
        == #"{"didScroll":{"offset":"-infinity"}}"#)
    #expect(
      try json(PickerEvent.layoutChanged(Self.uniformLayout))
        == #"{"layoutChanged":{"layout":"# + json(Self.uniformLayout) + "}}")
    #expect(
      try json(PickerEvent.optionsChanged(Self.options))
        == #"{"optionsChanged":{"options":"# + json(Self.options) + "}}")
    // The unlabelled changes are keyed by what they are.
    #expect(
      try json(PickerEvent.rowsChanged(Self.changeOfEveryKind, layout: Self.uniformLayout))
        == #"{"rowsChanged":{"changes":"# + json(Self.changeOfEveryKind) + #","layout":"#
        + json(Self.uniformLayout) + "}}")
  }

  @Test func layoutsHaveTheirDocumentedShapes() throws {
    #expect(
      try json(Self.uniformLayout)
        == #"{"alignment":{"center":{}},"direction":"leftToRight","itemCount":12,"#
        + #""itemWidth":60,"spacing":8,"viewportWidth":375,"wrapsAround":false}"#)
    #expect(
      try json(Self.variableLayout)
        == #"{"alignment":{"leading":{"padding":16}},"direction":"rightToLeft","#
        + #""itemWidths":[40,80.5,120],"spacing":4,"viewportWidth":300,"wrapsAround":true}"#)
  }

  @Test func optionsHaveTheirDocumentedShape() throws {
    #expect(
      try json(PickerOptions())
        == #"{"autoAdvanceInterval":null,"commitsSelectionWhileScrolling":false,"#
        + #""decelerationRate":0.998,"flingThreshold":300,"minimumAnimatedDistance":1,"#
        + #""snapping":{"nearest":{}},"suppressesEdgeAnimation":true}"#)
    #expect(
      try json(Self.options)
        == #"{"autoAdvanceInterval":2.5,"commitsSelectionWhileScrolling":true,"#
        + #""decelerationRate":0.99,"flingThreshold":"infinity","#
        + #""minimumAnimatedDistance":"-infinity","snapping":{"paging":{"maxItems":2}},"#
        + #""suppressesEdgeAnimation":false}"#)
  }

  @Test func effectsHaveTheirDocumentedShapes() throws {
    #expect(
      try json(PickerEffect.selectionChanged(row: nil, cause: .reload))
        == #"{"selectionChanged":{"cause":"reload","row":null}}"#)
    #expect(
      try json(PickerEffect.scroll(toOffset: 136, animated: true))
        == #"{"scroll":{"animated":true,"toOffset":136}}"#)
    #expect(try json(PickerEffect.setTargetOffset(204)) == #"{"setTargetOffset":{"offset":204}}"#)
    #expect(try json(PickerEffect.selectionFeedback) == #"{"selectionFeedback":{}}"#)
    #expect(
      try json(PickerEffect.scheduleAutoAdvance(after: nil))
        == #"{"scheduleAutoAdvance":{"after":null}}"#)
    #expect(
      try json(PickerEffect.rejected(.rowOutOfRange(row: 9, itemCount: 5)))
        == #"{"rejected":{"reason":{"rowOutOfRange":{"itemCount":5,"row":9}}}}"#)
    #expect(
      try json(PickerEffect.rejected(.rowChangesMismatch(itemCount: 5, newItemCount: 9)))
        == #"{"rejected":{"reason":{"rowChangesMismatch":{"itemCount":5,"newItemCount":9}}}}"#)
    #expect(
      try json(PickerEffect.selectionChanged(row: 7, cause: .renumbered))
        == #"{"selectionChanged":{"cause":"renumbered","row":7}}"#)
    #expect(
      try json(PickerEffect.rejected(.nonFiniteNumber(field: .offset, value: .nan)))
        == #"{"rejected":{"reason":{"nonFiniteNumber":{"field":"offset","value":"nan"}}}}"#)
    #expect(
      try json(
        PickerEffect.rejected(.invalidOption(field: .autoAdvanceInterval, value: .notPositive(0))))
        == #"{"rejected":{"reason":{"invalidOption":{"field":"autoAdvanceInterval","#
        + #""value":{"notPositive":{"value":0}}}}}}"#)
    let nonFinite = PickerRejection.invalidOption(
      field: .autoAdvanceInterval, value: .nonFinite(.nan))
    #expect(
      try json(PickerEffect.rejected(nonFinite))
        == #"{"rejected":{"reason":{"invalidOption":{"field":"autoAdvanceInterval","#
        + #""value":{"nonFinite":{"value":"nan"}}}}}}"#)
  }

  // MARK: - Bad input

  @Test func aLayoutWithANegativeWidthIsADecodingError() {
    #expect(
      layoutError(
        #"{"alignment":{"center":{}},"direction":"leftToRight","itemCount":3,"itemWidth":60,"#
          + #""spacing":0,"viewportWidth":-1,"wrapsAround":false}"#)
        == LayoutDecodingError(
          error: .negative(field: .viewportWidth, value: -1), path: ["viewportWidth"]))
    #expect(
      layoutError(
        #"{"alignment":{"center":{}},"direction":"leftToRight","itemWidths":[40,-8],"#
          + #""spacing":0,"viewportWidth":300,"wrapsAround":false}"#)
        == LayoutDecodingError(
          error: .invalidItemWidth(row: 1, value: -8), path: ["itemWidths", "1"]))
    #expect(
      layoutError(
        #"{"alignment":{"leading":{"padding":-2}},"direction":"leftToRight","itemCount":3,"#
          + #""itemWidth":60,"spacing":0,"viewportWidth":300,"wrapsAround":false}"#)
        == LayoutDecodingError(
          error: .negative(field: .padding, value: -2), path: ["alignment"]))
  }

  @Test func aLayoutInsideAnEventIsRefusedAtItsPath() {
    var path: [String] = []
    do {
      _ = try decode(
        PickerEvent.self,
        #"{"layoutChanged":{"layout":{"alignment":{"center":{}},"direction":"leftToRight","#
          + #""itemCount":-3,"itemWidth":60,"spacing":0,"viewportWidth":300,"#
          + #""wrapsAround":false}}}"#)
    } catch DecodingError.dataCorrupted(let context) {
      path = context.codingPath.map(\.stringValue)
    } catch {}
    #expect(path == ["layoutChanged", "layout", "itemCount"])
  }

  @Test func aRateIsClampedAsItsInitializerDoes() throws {
    #expect(try decode(DecelerationRate.self, "1.5") == DecelerationRate(1.5))
    #expect(try decode(DecelerationRate.self, "-1") == DecelerationRate(0))
  }

  @Test func anUnknownCaseOfAPayloadIsADecodingError() {
    #expect(throws: DecodingError.self) {
      try decode(PickerAlignment.self, #"{"middle":{}}"#)
    }
    #expect(throws: DecodingError.self) {
      try decode(SnapBehavior.self, #"{"paging":{}}"#)
    }
    #expect(throws: DecodingError.self) {
      try decode(PickerRejection.self, #"{"nonFiniteNumber":{"field":"offset","value":"big"}}"#)
    }
    #expect(throws: DecodingError.self) {
      try decode(SelectionCause.self, #""swipe""#)
    }
  }

  /// A name no case has is named in the error, for every enum written as a name.
  @Test func anUnknownNameIsADecodingErrorThatNamesIt() {
    #expect(corruption(SelectionCause.self, #""swipe""#) == ["unknown SelectionCause 'swipe'"])
    #expect(
      corruption(NonFiniteValue.self, #""Infinity""#) == ["unknown NonFiniteValue 'Infinity'"])
    #expect(
      corruption(PickerLayoutDirection.self, #""upward""#)
        == ["unknown PickerLayoutDirection 'upward'"])
    #expect(
      corruption(PickerEventField.self, #""speed""#) == ["unknown PickerEventField 'speed'"])
    #expect(
      corruption(PickerOptionField.self, #""interval""#)
        == ["unknown PickerOptionField 'interval'"])
  }

  @Test func aLayoutWithBothKindsOfWidthIsADecodingError() {
    #expect(throws: DecodingError.self) {
      try decode(
        PickerLayout.self,
        #"{"alignment":{"center":{}},"direction":"leftToRight","itemCount":1,"itemWidth":60,"#
          + #""itemWidths":[60],"spacing":0,"viewportWidth":300,"wrapsAround":false}"#)
    }
  }

  @Test func anUnknownEventIsADecodingError() {
    #expect(throws: DecodingError.self) {
      try decode(PickerEvent.self, #"{"didExplode":{}}"#)
    }
    #expect(throws: DecodingError.self) {
      try decode(PickerEvent.self, #"{"tap":{"row":1},"didEndDecelerating":{}}"#)
    }
    #expect(throws: DecodingError.self) {
      try decode(PickerEvent.self, #"{"didScroll":{"offset":"huge"}}"#)
    }
  }

  @Test func aMissingFieldIsADecodingError() {
    #expect(throws: DecodingError.self) {
      try decode(PickerEvent.self, #"{"select":{"row":1}}"#)
    }
    #expect(throws: DecodingError.self) {
      try decode(
        PickerLayout.self,
        #"{"alignment":{"center":{}},"direction":"leftToRight","itemWidth":60,"spacing":0,"#
          + #""viewportWidth":300,"wrapsAround":false}"#)
    }
    #expect(throws: DecodingError.self) {
      try decode(PickerEffect.self, #"{"selectionChanged":{"row":1}}"#)
    }
  }
}
