import PickerCheck
import PickerState

extension Workload {
  /// Drags, releases, glides and settles as a scroll view reports them to a picker that
  /// answers each report: the checker's `ScrollViewModel` (UIKit's callbacks in UIKit's
  /// order, offsets on a 3x pixel grid, 60 frames per second) carries out every effect
  /// the picker returns, so a re-centring scroll is followed by the `didScroll` it causes
  /// and the drag goes on from there.
  ///
  /// Each gesture drags for 20 to 60 frames at 600 to 2,400 points per second, 200 to
  /// 2,400 points, and is released at that speed (two in three) or after the finger slows
  /// to 60 to 240 points per second, under the fling threshold, in its last frame (the
  /// picker then targets the nearest cell, and settles with an animation when that cell
  /// lies behind); the glide and any settle animation then run to rest, or (one in four)
  /// the next touch stops them after 3 to 30 frames. A gesture's direction is drawn,
  /// except that the content heads back once it has travelled more than 2,000 points from
  /// where it started, not counting the picker's own scrolls without animation (whole laps
  /// when a wrapping strip re-centres), so that a strip laid out without wrapping never
  /// nears an end either. Every gesture draws the same choices whatever the layout, so two
  /// layouts with the same cells get the same gestures.
  ///
  /// With `pageControls`, the content never heads back (a strip's ends turn it, with a
  /// bounce), and before each gesture the content at rest is moved by a tap instead, 45
  /// times in 100: a page dot (`selectSnap` of any page, 15), the next or the previous
  /// arrow (10 each, nothing at an end), or a card up to two from the one under the anchor
  /// (10), each animation then run to rest.
  ///
  /// - Parameters:
  ///   - picker: The picker at rest before the first gesture.
  ///   - count: How many events at least; the stream stops after the frame that reaches
  ///     it.
  ///   - seed: The seed of the gestures.
  ///   - pageControls: Whether taps on page dots, arrows and cards move the content too.
  /// - Returns: The events, as the picker received them.
  /// - Complexity: O(count) updates of the picker.
  static func scrollViewGestures(
    from picker: PickerState, events count: Int, seed: UInt64, pageControls: Bool = false
  ) -> [PickerEvent] {
    var choices = Choices(seed: seed)
    var picker = picker
    var scrollView = ScrollViewModel(
      layout: picker.layout, offset: picker.offset, pixelScale: 3, frameDuration: 1.0 / 60,
      decelerationRate: picker.options.decelerationRate, reportsGlideStoppedByTouch: true)
    var events: [PickerEvent] = []
    events.reserveCapacity(count + 256)
    let start = scrollView.offset
    // How far the picker's scrolls without animation moved the content.
    var jumped = 0.0
    /// Feeds `event` to the picker, and its effects to the scroll view.
    func send(_ event: PickerEvent) {
      events.append(event)
      let effects = picker.update(event)
      let before = scrollView.offset
      scrollView.carryOut(effects, appliesTarget: true)
      let jumps = effects.contains { effect in
        if case .scroll(_, animated: false) = effect { true } else { false }
      }
      if jumps { jumped += scrollView.offset - before }
    }
    /// Feeds the picker every callback the scroll view owes.
    func deliver() {
      while let callback = scrollView.takeCallback() { send(callback) }
    }
    while events.count < count {
      if pageControls, scrollView.isAtRest, let tap = pageTap(on: picker, &choices) {
        send(tap)
        while !scrollView.isAtRest {
          scrollView.step()
          deliver()
        }
        continue
      }
      let frames = choices.int(in: 20...60)
      let speed = choices.double(in: 600...2_400) / 60
      let drawnDirection = choices.chance(1, in: 2) ? -1.0 : 1
      let flings = !choices.chance(1, in: 3)
      let slowStep = choices.double(in: 1...4)
      let framesBeforeNextTouch = choices.chance(1, in: 4) ? choices.int(in: 3...30) : Int.max
      let travelled = scrollView.offset - jumped - start
      let turnsBack = !pageControls && abs(travelled) > 2_000
      let direction = turnsBack ? (travelled > 0 ? -1 : 1) : drawnDirection
      scrollView.touchDown()
      deliver()
      scrollView.beginDragging()
      deliver()
      for frame in 1...frames {
        let step = direction * speed + choices.double(in: -2...2)
        scrollView.moveFinger(by: frame == frames && !flings ? direction * slowStep : step)
        deliver()
      }
      let release = scrollView.lift()
      send(.willEndDragging(velocity: release.velocity, proposedOffset: release.proposedOffset))
      scrollView.finishRelease()
      deliver()
      var framesLeft = framesBeforeNextTouch
      while !scrollView.isAtRest && framesLeft > 0 {
        scrollView.step()
        deliver()
        framesLeft -= 1
      }
    }
    return events
  }

  /// What a tap at rest sends before a gesture, 45 times in 100: a page dot (15), the next
  /// arrow (10), the previous one (10), or a card near the anchor (10); nil otherwise, and
  /// a gesture follows.
  private static func pageTap(on picker: PickerState, _ choices: inout Choices) -> PickerEvent? {
    let layout = picker.layout
    switch choices.int(in: 0...99) {
    case 0..<15:
      return .selectSnap(choices.int(in: 0...max(layout.snapCount - 1, 0)), animated: true)
    case 15..<25: return .selectNextSnap
    case 25..<35: return .selectPreviousSnap
    case 35..<45:
      let row = (picker.centeredRow ?? 0) + choices.int(in: -2...2)
      return .tap(row: min(max(row, 0), max(layout.itemCount - 1, 0)))
    default: return nil
    }
  }
}
