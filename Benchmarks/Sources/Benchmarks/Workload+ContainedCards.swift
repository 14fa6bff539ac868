import PickerCheck
import PickerState

extension Workload {
  /// A carousel of cards with no blank ends: `count` cards of whole-point widths between 64
  /// and 200 points, 12 apart, centred in a 375-point viewport, contained (P1), so the
  /// cards near either end that cannot reach the centre share that end's snap, and the
  /// snap shows the one of them nearest the centre (P2).
  static func containedCards(_ count: Int, choices: inout Choices) throws -> PickerLayout {
    let widths = (0..<count).map { _ in Double(choices.int(in: 64...200)) }
    return try PickerLayout(
      viewportWidth: 375, itemWidths: widths, spacing: 12, containment: .contained)
  }

  /// What a carousel of cards with page dots and arrows sees: the scroll-view gestures of
  /// ``scrollViewGestures(from:events:seed:pageControls:)`` with its page controls, on
  /// ``containedCards(_:choices:)`` from the first card, at 60 frames per second with
  /// UIKit's deceleration: drags, flings that often reach an end of the strip and bounce,
  /// slow releases, and between them taps on page dots, arrows and cards.
  ///
  /// - Parameters:
  ///   - count: How many cards.
  ///   - events: How many events at least; the stream stops after the frame that reaches it.
  ///   - seed: The seed of the widths and then the gestures.
  /// - Throws: Never for these widths; the layout's error otherwise.
  static func containedCards(_ count: Int, events: Int, seed: UInt64) throws -> Workload {
    var choices = Choices(seed: seed)
    let initialState = PickerState(layout: try containedCards(count, choices: &choices))
    return Workload(
      name: "contained cards, \(count) variable widths, dots and arrows",
      initialState: initialState,
      events: scrollViewGestures(
        from: initialState, events: events, seed: choices.draw(below: .max), pageControls: true),
      runsScanBaseline: false)
  }
}
