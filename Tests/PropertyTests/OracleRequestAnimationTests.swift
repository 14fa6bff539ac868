import PickerState
import Testing

@testable import PickerCheck

/// Point 3: a request that asks for animation never scrolls without it by
/// `minimumAnimatedDistance` or more of what the user sees. A wrong answer is the picker's
/// own, its animated scroll turned into one without animation.
@Suite struct OracleRequestAnimationTests {
  typealias Judged = OracleLapTests.Judged

  /// A picker on four rows of 64 points, 8 apart, gliding from a drag released at 40
  /// toward row 2.
  static func gliding(wrapsAround: Bool = false) throws -> Judged {
    let layout = try PickerLayout(
      viewportWidth: 200, itemWidth: 64, itemCount: 4, spacing: 8, wrapsAround: wrapsAround)
    var picker = Judged(PickerState(layout: layout))
    let start = picker.state.offset
    picker.apply(
      .willBeginDragging, .didScroll(offset: start + 40),
      .willEndDragging(velocity: 900, proposedOffset: start + 150),
      .didEndDragging(willDecelerate: true))
    #expect(picker.state.phase.isDecelerating)
    return picker
  }

  /// The picker's answer to `event`, its animated scrolls made instant.
  static func jumping(_ picker: Judged, _ event: PickerEvent) -> PickerEffects {
    var jumped = PickerEffects()
    for effect in picker.answer(event).effects {
      if case .scroll(let offset, true) = effect {
        jumped.append(.scroll(toOffset: offset, animated: false))
      } else {
        jumped.append(effect)
      }
    }
    return jumped
  }

  @Test(arguments: [
    PickerEvent.select(row: 3, animated: true), .tap(row: 3), .tapCell(3),
    .accessibilityIncrement,
  ])
  func aRequestThatJumpsDuringAGlideBreaksI6(event: PickerEvent) throws {
    let picker = try Self.gliding()
    #expect(picker.motionFailure(event, answeredAs: event) == nil)
    let jumped = Self.jumping(picker, event)
    let (_, after) = picker.answer(event)
    let target = try #require(after.targetCell.map { after.layout.offset(ofCell: $0) })
    #expect(
      picker.motionFailure(event, jumped)
        == CheckFailure(
          .animatedScrolls,
          "\(event) in \(picker.state.phase) jumped \(abs(target - picker.state.offset)) "
            + "points to \(target) without animation (minimum 1.0)"))
  }

  @Test func aSelectionAskedWithoutAnimationMayJump() throws {
    let picker = try Self.gliding()
    let event = PickerEvent.select(row: 3, animated: false)
    let (effects, after) = picker.answer(event)
    let target = after.layout.offset(ofRow: 3)
    #expect(Array(effects).contains(.scroll(toOffset: target, animated: false)))
    #expect(abs(target - picker.state.offset) > 100)
    #expect(picker.motionFailure(event, answeredAs: event) == nil)
  }

  /// On a wrapping strip what the user sees is the offset less whole laps: a scroll by
  /// laps alone is no jump, one a cell further is.
  @Test func onAWrappingStripOnlyTheDistanceLessWholeLapsCounts() throws {
    let picker = try Self.gliding(wrapsAround: true)
    let event = PickerEvent.accessibilityIncrement
    let here = picker.state.offset
    let lap = 288.0
    #expect(
      picker.motionFailure(event, [.scroll(toOffset: here + 2 * lap, animated: false)]) == nil)
    #expect(
      picker.motionFailure(event, [.scroll(toOffset: here + 2 * lap + 72, animated: false)])
        == CheckFailure(
          .animatedScrolls,
          "accessibilityIncrement in \(picker.state.phase) jumped 72.0 points to "
            + "\(here + 2 * lap + 72) without animation (minimum 1.0)"))
  }

  /// Laps of a subnormal length: a glide released a point away is some 10^310 laps from
  /// the row, more than a `Double` counts, yet less than a lap away in what the user sees,
  /// and nearer than the minimum animated distance of 2, so the selection rightly goes
  /// there without animation.
  @Test func onAStripOfSubnormalLapsAMoveOfLessThanALapIsNoJump() throws {
    let width = Double(bitPattern: 0x1_2688_b70e_62b)  // 1e-310: a subnormal literal warns
    let layout = try PickerLayout(
      viewportWidth: 0, itemWidth: width, itemCount: 2, spacing: 0, wrapsAround: true)
    var picker = Judged(
      PickerState(layout: layout, options: PickerOptions(minimumAnimatedDistance: 2)))
    picker.apply(
      .willBeginDragging, .didScroll(offset: 1),
      .willEndDragging(velocity: 900, proposedOffset: 1), .didEndDragging(willDecelerate: true))
    let event = PickerEvent.select(row: 1, animated: true)
    let (effects, _) = picker.answer(event)
    #expect(Array(effects).contains { if case .scroll(_, false) = $0 { true } else { false } })
    #expect(picker.motionFailure(event, answeredAs: event) == nil)
  }
}
