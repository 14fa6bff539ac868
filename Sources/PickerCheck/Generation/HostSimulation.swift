import PickerState

/// A simulated `UIScrollView` host: it produces events in the orders a real scroll view
/// does, and carries out the picker's effects the way UIKit would.
///
/// A drag is `willBeginDragging`, a `didScroll` stream (bouncing past the ends at times),
/// `willEndDragging` with a proposal projected by the deceleration rate, `didEndDragging`,
/// then a deceleration stream toward the answered target and `didEndDecelerating`. Taps and
/// selections are followed by the animation stream of the scroll they ask for and
/// `didEndScrollingAnimation`; a scroll without animation is echoed by one `didScroll`, as
/// UIKit does. Reloads, appends, rotations and batch updates of the rows (`rowsChanged`)
/// arrive mid-gesture, drags interrupt animations and glides, and the app selects (or
/// echoes the selection back) mid-drag and mid-glide.
///
/// The app keeps autoplay's one-shot timer in simulated time, as a `Timer` would:
/// `scheduleAutoAdvance` (re)starts or cancels it, and it fires when it expires, at rest
/// after the user's pause or at a frame of a motion. A fire already queued when the timer
/// is cancelled still arrives, stale, a few events later. The app switches autoplay on and
/// off, and changes other options, at any moment.
struct HostSimulation: Sendable {
  /// The scroll view's `contentOffset.x`.
  private(set) var offset: Double
  private var activity: Activity = .resting
  /// A `didScroll` UIKit owes for a scroll without animation.
  private var echo: Double?
  /// Autoplay's timer.
  private var timer: AutoplayTimer
  /// Events until a fire queued before its timer was cancelled arrives, or nil.
  private var queuedFire: Int?

  /// A frame of a motion: the time between two of its reports.
  static let frame = 1.0 / 60

  private enum Activity: Sendable {
    case resting
    /// The finger is down; `moves` more `didScroll` before it lifts.
    case dragging(moves: Int)
    /// `willEndDragging` was sent; the scroll view will glide to `target`.
    case released(target: Double)
    /// Gliding toward `target` in `steps` more reports.
    case gliding(target: Double, steps: Int)
    /// Running a scroll animation toward `target` in `steps` more reports.
    case animating(target: Double, steps: Int)
  }

  /// A host that has just shown `state`, and started the timer it reads once (A2).
  init(showing state: PickerState) {
    offset = state.offset
    timer = AutoplayTimer(delay: state.autoAdvanceDelay)
  }

  /// Whether the next event draws no choices: UIKit's `didScroll` for a scroll without
  /// animation, a fire queued before its timer was cancelled, or a timer that expires
  /// within the next frame of a motion. A replay must not stop before it: a case that
  /// failed on such an event would replay clean from its own tape, and shrink no further.
  var owesEvent: Bool {
    if echo != nil || queuedFire == 0 { return true }
    if case .resting = activity { return false }
    return timer.remaining.map { $0 <= Self.frame } ?? false
  }

  // MARK: - Events

  /// The next event the host sends.
  mutating func nextEvent(_ choices: inout Choices, picker: PickerState) -> PickerEvent {
    if let pending = echo {
      echo = nil
      offset = pending
      return .didScroll(offset: pending)
    }
    if let fire = timerEvent(&choices) { return fire }
    // Reloads and rotations arrive at any time, mid-gesture included.
    if choices.chance(1, in: 40) {
      return .layoutChanged(Self.changedLayout(&choices, from: picker.layout))
    }
    // So do changes of the app's data (L6: sent as soon as the data changes): batch
    // updates at rest, under the finger, mid-glide and mid-animation.
    if choices.chance(1, in: 30) {
      return RowChangeEvents.event(&choices, picker: picker)
        ?? .layoutChanged(Self.changedLayout(&choices, from: picker.layout))
    }
    // So do options: autoplay switched on or off (VoiceOver starting, a setting), and others.
    if choices.chance(1, in: 50) {
      return .optionsChanged(Self.changedOptions(&choices, from: picker.options))
    }
    switch activity {
    case .resting:
      return restingEvent(&choices, picker: picker)
    case .dragging(let moves):
      guard moves > 0 else { return release(&choices, picker: picker) }
      // The app selects mid-drag (a binding echo, a programmatic change), or a tap lands.
      if choices.chance(1, in: 30) { return tapOrSelect(&choices, picker: picker) }
      activity = .dragging(moves: moves - 1)
      return scroll(to: dragOffset(&choices, picker: picker))
    case .released(let target):
      let willDecelerate = target != offset
      activity = willDecelerate ? .gliding(target: target, steps: choices.int(below: 8)) : .resting
      return .didEndDragging(willDecelerate: willDecelerate)
    case .gliding(let target, let steps):
      if choices.chance(1, in: 12) { return beginDrag(&choices) }
      if choices.chance(1, in: 20) { return tapOrSelect(&choices, picker: picker) }
      guard steps > 0 else {
        guard offset == target else { return scroll(to: target) }
        activity = .resting
        return .didEndDecelerating
      }
      activity = .gliding(target: target, steps: steps - 1)
      return scroll(to: offset + (target - offset) * choices.pick([0.5, 0.25, 0.75, 0.9]))
    case .animating(let target, let steps):
      if choices.chance(1, in: 10) { return beginDrag(&choices) }
      if choices.chance(1, in: 20) { return tapOrSelect(&choices, picker: picker) }
      guard steps > 0 else {
        guard offset == target else { return scroll(to: target) }
        activity = .resting
        return .didEndScrollingAnimation
      }
      activity = .animating(target: target, steps: steps - 1)
      return scroll(to: offset + (target - offset) * choices.pick([0.5, 0.3, 0.8]))
    }
  }

  /// The timer's fire when it is due by the next event: at rest the user pauses first, and
  /// the timer fires if it expires before the pause ends; in motion a frame passes.
  private mutating func timerEvent(_ choices: inout Choices) -> PickerEvent? {
    if let queued = queuedFire {
      queuedFire = queued > 0 ? queued - 1 : nil
      if queued == 0 { return .autoAdvanceTimerFired }
    }
    let pause: Double
    if timer.isRunning, case .resting = activity {
      pause = choices.pick([0.1, 0.6, 2, 8])
    } else {
      pause = Self.frame
    }
    return timer.expires(within: pause) ? .autoAdvanceTimerFired : nil
  }

  /// Options as an app changes them: autoplay switched on (at one of a few intervals) or
  /// off, another option changed, or the same options again.
  static func changedOptions(
    _ choices: inout Choices, from options: PickerOptions
  ) -> PickerOptions {
    var changed = options
    switch choices.int(below: 6) {
    case 0, 1, 2: changed.autoAdvanceInterval = nil
    case 3: changed.autoAdvanceInterval = choices.pick([0.5, 2, 5])
    case 4: changed = ScenarioGeneration.options(&choices)
    default: break
    }
    return changed
  }

  private mutating func restingEvent(
    _ choices: inout Choices, picker: PickerState
  ) -> PickerEvent {
    switch choices.int(below: 20) {
    case 0..<9: return beginDrag(&choices)
    case 9..<15: return tapOrSelect(&choices, picker: picker)
    case 15..<17:
      return choices.chance(1, in: 2) ? .accessibilityDecrement : .accessibilityIncrement
    case 17:
      guard choices.chance(1, in: 2) else {
        return .optionsChanged(Self.changedOptions(&choices, from: picker.options))
      }
      return .layoutChanged(Self.changedLayout(&choices, from: picker.layout))
    default:
      // What a real scroll view also does at rest: a stray end report, or an offset set
      // by other code.
      return choices.pick([
        PickerEvent.didEndDecelerating, .didEndScrollingAnimation,
        .didEndDragging(willDecelerate: false),
      ])
    }
  }

  private mutating func beginDrag(_ choices: inout Choices) -> PickerEvent {
    activity = .dragging(moves: choices.int(below: 40))
    return .willBeginDragging
  }

  private mutating func tapOrSelect(_ choices: inout Choices, picker: PickerState) -> PickerEvent {
    let count = picker.layout.itemCount
    let row = choices.int(below: max(count, 1))
    // The page dots and arrows (P5) by choices that earlier tapes never hold.
    switch choices.int(below: 9) {
    case 0: return .tap(row: row)
    case 1:
      // A tap on a copy near the anchor, as a wrapping strip's cells are tapped.
      let cell = (picker.centeredCell ?? 0) + choices.int(in: -3...3)
      return .tapCell(min(max(cell, 0), max(picker.layout.cellCount - 1, 0)))
    case 2: return .select(row: row, animated: choices.chance(1, in: 2))
    case 3: return .select(row: choices.pick([count, -1, row]), animated: true)
    case 6:
      let snap = choices.int(below: max(picker.layout.snapCount, 1))
      return .selectSnap(snap, animated: !choices.chance(1, in: 4))
    case 7: return .selectNextSnap
    case 8: return .selectPreviousSnap
    default:
      // A binding echoing the selection back, or a tap on the selected row.
      let selected = picker.selectedRow ?? 0
      return choices.chance(1, in: 2)
        ? .select(row: selected, animated: true) : .tap(row: selected)
    }
  }

  /// The next offset under the finger: small moves, a fast swipe now and then, and a pull
  /// past either end (a bounce).
  private func dragOffset(_ choices: inout Choices, picker: PickerState) -> Double {
    let range = picker.layout.offsetRange
    switch choices.int(below: 10) {
    case 0..<7: return offset + choices.double(in: -30...30)
    case 7, 8: return offset + choices.double(in: -400...400)
    default: return choices.pick([range.lowerBound - 40, range.upperBound + 40])
    }
  }

  /// The finger lifts: `willEndDragging` with a velocity in points per second and UIKit's
  /// projected proposal. One release in three comes from a host that forwards no
  /// `willEndDragging` (as the selection picker of the source systems): its scroll view
  /// glides to its own proposal, off any anchor, and the picker settles from there.
  private mutating func release(_ choices: inout Choices, picker: PickerState) -> PickerEvent {
    let velocity = choices.pick([0.0, 100, -100, 299.9, 300, -300, 2000, -2000, 9000])
    let proposed = picker.options.decelerationRate.projectedDistance(velocity: velocity) + offset
    let range = picker.layout.offsetRange
    let clamped = min(max(proposed, range.lowerBound), range.upperBound)
    activity = .released(target: clamped)
    if choices.chance(1, in: 3) {
      return nextEvent(&choices, picker: picker)
    }
    return .willEndDragging(velocity: velocity, proposedOffset: clamped)
  }

  private mutating func scroll(to newOffset: Double) -> PickerEvent {
    offset = newOffset
    return .didScroll(offset: newOffset)
  }

  /// A reload (fewer or more rows), a rotation (a new viewport width) or an alignment or
  /// direction switch of `layout`, which keeps its containment; one change in eight also
  /// turns wrapping on or off; and, by a choice earlier tapes never hold, the same strip
  /// with its containment toggled (P8's change of containment). A contained strip keeps
  /// its containment up to ``RowEdit/rowLimit`` rows and comes back anchored past them: the
  /// oracle's snaps of a contained strip are worked out row by row on every layout change,
  /// and reloads that double a strip again and again would make that the whole campaign.
  static func changedLayout(_ choices: inout Choices, from layout: PickerLayout) -> PickerLayout {
    let width = layout.uniformItemWidth ?? 64
    // From an empty or a single-row picker, rows come back with every kind of change.
    let count = layout.itemCount > 1 ? layout.itemCount : choices.pick([3, 1, 2, 0])
    let wraps = choices.chance(1, in: 8) ? !layout.wrapsAround : layout.wrapsAround
    func containment(ofRows rows: Int) -> PickerContainment {
      rows <= RowEdit.rowLimit ? layout.containment : .anchored
    }
    let changed: PickerLayout?
    switch choices.int(below: 9) {
    case 0, 1, 2:
      let rows = choices.pick([
        max(count - 1, 0), 0, count / 2, count + 1, 1, count + 50, count + 1, count * 2,
      ])
      changed = try? PickerLayout(
        viewportWidth: layout.viewportWidth, itemWidth: width, itemCount: rows,
        spacing: layout.spacing, alignment: layout.alignment, direction: layout.direction,
        wrapsAround: wraps, containment: containment(ofRows: rows))
    case 3, 4:
      changed = try? PickerLayout(
        viewportWidth: choices.pick([667.0, 375, 1024, 100]), itemWidth: width,
        itemCount: count, spacing: layout.spacing, alignment: layout.alignment,
        direction: layout.direction, wrapsAround: wraps, containment: containment(ofRows: count))
    case 5, 6:
      changed = try? PickerLayout(
        viewportWidth: layout.viewportWidth, itemWidth: width, itemCount: count,
        spacing: layout.spacing,
        alignment: choices.pick([.center, .leading(padding: 16), .trailing(padding: 0)]),
        direction: layout.direction == .leftToRight ? .rightToLeft : .leftToRight,
        wrapsAround: wraps, containment: containment(ofRows: count))
    case 8:
      changed = layout.withContainmentToggled
    default:
      changed = ScenarioGeneration.layout(&choices)
    }
    return changed ?? ScenarioGeneration.simplestLayout
  }

  // MARK: - Carrying out effects

  /// Does what UIKit does with the picker's effects.
  mutating func carryOut(_ effects: PickerEffects, _ choices: inout Choices) {
    for effect in effects {
      switch effect {
      case .scroll(let target, let animated):
        if animated {
          activity = .animating(target: target, steps: choices.int(below: 6))
        } else {
          if target != offset { echo = target }
          offset = target
          if case .dragging = activity {} else { activity = .resting }
        }
      case .setTargetOffset(let target):
        if case .released = activity { activity = .released(target: target) }
      case .scheduleAutoAdvance(let delay):
        // A cancelled timer may have fired already, its event queued behind this update's.
        if delay == nil, timer.isRunning, choices.chance(1, in: 6) {
          queuedFire = choices.int(below: 4)
        }
        timer.restart(after: delay)
      case .configure, .selectionChanged, .selectionFeedback, .didEndScrolling, .rejected:
        break
      }
    }
  }
}
