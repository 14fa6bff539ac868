import PickerState

/// A host app around a ``ScrollViewModel``: a virtual finger, an app that selects, echoes
/// the selection back, reloads and rotates at any time, and a delegate that forwards the
/// scroll view's callbacks to the picker and carries out its effects the way the README's
/// host loop does (`setContentOffset` for `scroll`, the target for `setTargetOffset`).
///
/// Each case draws its host from the choices: the pixel scale (1, 2 or 3), the frame rate
/// (60 or 120 Hz), whether it forwards `willEndDragging` at all (SwiftUI-like hosts do
/// not) and applies the answer, and whether a touch that stops a glide reports
/// `didEndDecelerating` (iOS 13 on) or not.
///
/// The app keeps autoplay's one-shot timer (``AutoplayTimer``) in simulated time: it reads
/// `autoAdvanceDelay` once at the start, follows `scheduleAutoAdvance`, and fires
/// `autoAdvanceTimerFired` when the timer expires, at rest after the user's pause or at a
/// frame of a motion (60 or 120 a second). A finger resting on still content would hold the
/// fire back (A4); here it lifts or drags at once, so no time passes under it. The app
/// switches autoplay on and off at any moment.
struct ScrollViewHost: Sendable {
  /// The scroll view the picker drives.
  private(set) var scrollView: ScrollViewModel
  /// Whether the delegate forwards `scrollViewWillEndDragging`.
  let forwardsWillEndDragging: Bool
  /// Whether it writes the picker's answer to `targetContentOffset`.
  let appliesTarget: Bool
  /// Frames the finger still drags before it lifts, and how far it moves in each.
  private var dragFramesLeft = 0
  private var dragStep = 0.0
  /// Whether the touching finger stopped a glide (and may lift without dragging) rather
  /// than an animation (which it always turns into a drag: UIKit reports no end for an
  /// animation that a touch stops, so a lift there would leave any host waiting).
  private var touchStoppedGlide = false
  /// Whether the last callback handed out came from the finger or a glide frame, the
  /// movements that tick.
  private(set) var lastCallbackWasUserMotion = false
  /// Autoplay's timer.
  private(set) var timer: AutoplayTimer
  /// The autoplay interval the app set, nil while autoplay is off (A1), or since the user
  /// took over with ``stopsAutoplayOnInteraction`` (P7).
  private(set) var autoplayInterval: Double?
  /// Whether the app's options stop autoplay for good when the user takes over (P7).
  private var stopsAutoplayOnInteraction: Bool
  /// What the end-to-end properties remember between events.
  var record = ScrollViewRecord()

  /// A host for `picker`, drawn from `choices`.
  init(_ choices: inout Choices, showing picker: PickerState) {
    let pixelScale = choices.pick([2.0, 3, 1])
    let frameDuration = choices.pick([1.0 / 60, 1.0 / 120])
    let forwardsWillEndDragging = !choices.chance(1, in: 3)
    let appliesTarget = !choices.chance(1, in: 4)
    self.init(
      showing: picker, pixelScale: pixelScale, frameDuration: frameDuration,
      reportsGlideStoppedByTouch: !choices.chance(1, in: 3),
      forwardsWillEndDragging: forwardsWillEndDragging, appliesTarget: appliesTarget)
  }

  /// A host that follows a recorded session's scroll view (``follow(_:at:)``) rather than
  /// drive one: the README's delegate, which forwards `willEndDragging` and applies the
  /// picker's target, around a scroll view on a screen of `pixelScale`, showing `picker`.
  /// The frame rate and a touch's report of a stopped glide are the recording's, which
  /// the model never steps or touches for.
  init(following picker: PickerState, pixelScale: Double) {
    self.init(
      showing: picker, pixelScale: pixelScale, frameDuration: 1.0 / 60,
      reportsGlideStoppedByTouch: false, forwardsWillEndDragging: true, appliesTarget: true)
  }

  /// A host showing `picker` at rest, its app's timer started as the picker asks.
  private init(
    showing picker: PickerState, pixelScale: Double, frameDuration: Double,
    reportsGlideStoppedByTouch: Bool, forwardsWillEndDragging: Bool, appliesTarget: Bool
  ) {
    self.forwardsWillEndDragging = forwardsWillEndDragging
    self.appliesTarget = appliesTarget
    scrollView = ScrollViewModel(
      layout: picker.layout, offset: picker.offset, pixelScale: pixelScale,
      frameDuration: frameDuration, decelerationRate: picker.options.decelerationRate,
      reportsGlideStoppedByTouch: reportsGlideStoppedByTouch)
    timer = AutoplayTimer(delay: picker.autoAdvanceDelay)
    autoplayInterval = EventOracle.autoplayInterval(of: picker.options)
    stopsAutoplayOnInteraction = picker.options.autoAdvanceStopsOnInteraction
  }

  /// Whether the scroll view owes callbacks, which draw no choices: queued ones, and the
  /// `didEndDragging` that follows a forwarded `willEndDragging`. A replay must not stop
  /// before they are delivered.
  var owesCallbacks: Bool {
    if case .releasing = scrollView.motion { return true }
    return !scrollView.outbox.isEmpty
  }

  /// Whether autoplay's timer expires within the next frame of a motion: its fire, the next
  /// event, draws no choices (at rest the user's pause is drawn first), so a replay must
  /// not stop before it.
  var owesTimerFire: Bool {
    switch scrollView.motion {
    case .resting: false
    case .dragging, .releasing, .decelerating, .animating:
      timer.remaining.map { $0 <= scrollView.frameDuration } ?? false
    }
  }

  /// Whether the content has rows. At rest, a finger drags only content with rows: UIKit
  /// does not scroll content no wider than its bounds (unless `alwaysBounceHorizontal`
  /// forces it), and a picker with no rows has nothing to drag. Rows may vanish under a
  /// finger that is already down, and a touch stops the glide that carries content without
  /// rows back into its bounds as it stops any other (see ``act(_:picker:)``).
  private var hasRows: Bool { scrollView.layout.itemCount > 0 }

  // MARK: - The next event

  /// The next event the picker receives: a callback the scroll view owes, or else the next
  /// thing the finger, the app or a frame does.
  mutating func nextEvent(_ choices: inout Choices, picker: PickerState) -> PickerEvent {
    while true {
      if let callback = scrollView.takeCallback() {
        record.callbacksSinceAction += 1
        return callback
      }
      record.callbacksSinceAction = 0
      lastCallbackWasUserMotion = false
      if let event = act(&choices, picker: picker) { return event }
    }
  }

  /// One action or frame: returns an app event, or leaves callbacks in the outbox (or
  /// nothing, when a frame moved the content by less than a pixel).
  private mutating func act(_ choices: inout Choices, picker: PickerState) -> PickerEvent? {
    if let fire = timerFire(&choices) { return fire }
    switch scrollView.motion {
    case .resting where scrollView.isTouching:
      // A finger holds a stopped glide or animation: it drags on, or lifts (only after a
      // glide inside the content, and only where iOS reported the stop: a lift past an end
      // would bounce back with no gesture, which is not modelled).
      let isInside = scrollView.offsetRange.contains(scrollView.offset)
      if touchStoppedGlide && isInside && scrollView.reportsGlideStoppedByTouch
        && choices.chance(1, in: 2)
      {
        scrollView.liftWithoutDragging()
      } else {
        beginDrag(&choices)
      }
      return nil
    case .resting:
      return restingAction(&choices, picker: picker)
    case .dragging:
      if choices.chance(1, in: 40) { return appAction(&choices, picker: picker) }
      guard dragFramesLeft > 0 else { return release(&choices) }
      dragFramesLeft -= 1
      let jitter = choices.pick([0.0, 0.5, -0.5, 2, -2])
      // The last frame before the lift decides the release velocity: sometimes the finger
      // stops first.
      let step = dragFramesLeft == 0 && choices.chance(1, in: 4) ? 0 : dragStep + jitter
      scrollView.moveFinger(by: step)
      lastCallbackWasUserMotion = true
      return nil
    case .releasing:
      scrollView.finishRelease()
      return nil
    case .decelerating:
      // Rows or none: the glide back of a strip whose rows vanished under the finger stops
      // under a touch like any other, and the finger drags on from where it stopped it.
      if choices.chance(1, in: 30) {
        touchStoppedGlide = true
        record.touchStoppedGlide = true
        record.touchStoppedGlideWithoutRows = !hasRows
        scrollView.touchDown()
        return nil
      }
      if choices.chance(1, in: 60) { return appAction(&choices, picker: picker) }
      scrollView.step()
      lastCallbackWasUserMotion = true
      return nil
    case .animating:
      if scrollView.isTouching {
        // A settle animation started under a resting finger: it drags, lifts or waits.
        switch choices.int(below: 8) {
        case 0: beginDrag(&choices)
        case 1: scrollView.liftWithoutDragging()
        default: scrollView.step()
        }
        return nil
      }
      if hasRows && choices.chance(1, in: 40) {
        touchStoppedGlide = false
        scrollView.touchDown()
        return nil
      }
      if choices.chance(1, in: 60) { return appAction(&choices, picker: picker) }
      scrollView.step()
      return nil
    }
  }

  /// Autoplay's fire, when the timer expires before the next action: at rest the user
  /// pauses first, in motion a frame passes. Under a finger on still content no time passes.
  private mutating func timerFire(_ choices: inout Choices) -> PickerEvent? {
    let seconds: Double
    switch scrollView.motion {
    case .resting where scrollView.isTouching:
      return nil
    case .resting:
      guard timer.isRunning else { return nil }
      seconds = choices.pick([0.1, 0.6, 2, 8])
    case .dragging, .releasing, .decelerating, .animating:
      seconds = scrollView.frameDuration
    }
    return timer.expires(within: seconds) ? .autoAdvanceTimerFired : nil
  }

  /// At rest: a drag, a tap, or something the app does.
  private mutating func restingAction(
    _ choices: inout Choices, picker: PickerState
  ) -> PickerEvent? {
    switch choices.int(below: 10) {
    case 0..<5 where hasRows:
      scrollView.touchDown()
      beginDrag(&choices)
      return nil
    case 5, 6:
      return tap(&choices)
    case 7:
      return choices.chance(1, in: 2) ? .accessibilityIncrement : .accessibilityDecrement
    default:
      return appAction(&choices, picker: picker)
    }
  }

  /// The finger taps a pixel of the viewport: the cell under it, as the scroll view lays
  /// its cells out, is reported as `tapCell`, or, by one host in four (one that reports
  /// rows, `indexPath.item % itemCount`), as `tap(row:)` of its row. A tap between two
  /// cells, or with no rows, selects nothing, and the host does something else.
  private mutating func tap(_ choices: inout Choices) -> PickerEvent? {
    let pixels = Int((scrollView.layout.viewportWidth * scrollView.pixelScale).rounded(.down))
    let x = (Double(choices.int(below: pixels)) + 0.5) / scrollView.pixelScale
    guard let cell = scrollView.cell(atViewportX: x) else { return nil }
    guard choices.chance(1, in: 4) else { return .tapCell(cell) }
    return .tap(row: scrollView.cells.row(ofCell: cell))
  }

  /// What the app does at any time: a selection, an echo of the selection, a reload, an
  /// append, a rotation, a change of rows, autoplay switched on (at one of a few
  /// intervals) or off, and, by choices earlier tapes never hold, a page dot or an arrow.
  private func appAction(_ choices: inout Choices, picker: PickerState) -> PickerEvent {
    let count = scrollView.layout.itemCount
    switch choices.int(below: 9) {
    case 6:
      let snaps = max(picker.layout.snapCount, 1)
      return .selectSnap(choices.int(below: snaps), animated: choices.chance(3, in: 4))
    case 7: return .selectNextSnap
    case 8: return .selectPreviousSnap
    case 0:
      return .select(row: choices.int(below: max(count, 1)), animated: choices.chance(3, in: 4))
    case 1:
      return .select(row: picker.selectedRow ?? 0, animated: choices.chance(1, in: 2))
    case 5:
      var options = picker.options
      options.autoAdvanceInterval = autoplayInterval == nil ? choices.pick([2.0, 0.5, 5]) : nil
      return .optionsChanged(options)
    case 4:
      // The app's data changes: a batch update, as UIKit's performBatchUpdates sends it.
      if let event = RowChangeEvents.event(&choices, picker: picker) { return event }
      fallthrough
    default:
      return .layoutChanged(ScrollViewGeneration.changedLayout(&choices, from: picker.layout))
    }
  }

  /// The finger starts to drag, for a number of frames at a speed in points per second
  /// around the fling threshold, slow, or fast.
  private mutating func beginDrag(_ choices: inout Choices) {
    touchStoppedGlide = false
    scrollView.beginDragging()
    dragFramesLeft = 1 + choices.int(below: 40)
    let speed = choices.pick([
      120.0, -120, 299, -299, 300, -300, 302, -302, 1_000, -1_000, 40, -40, 4_000, -4_000,
    ])
    dragStep = speed * scrollView.frameDuration
  }

  /// The finger lifts: `willEndDragging` from a host that forwards it, then (on the next
  /// call, once its answer is carried out) `didEndDragging`.
  private mutating func release(_ choices: inout Choices) -> PickerEvent? {
    let (velocity, proposal) = scrollView.lift()
    record.noteRelease(at: scrollView.offset, in: scrollView.layout)
    guard forwardsWillEndDragging else {
      scrollView.finishRelease()
      return nil
    }
    return .willEndDragging(velocity: velocity, proposedOffset: proposal)
  }

  // MARK: - Following a recording

  /// Brings the scroll view to where a recorded event says it is, before the picker hears
  /// it, as ``nextEvent(_:picker:)`` does for an event it hands out: a callback the scroll
  /// view owes is taken (a recording that went on without it forgets it), and any other
  /// event is an action: the finger touches and drags, moves the content or lifts, a glide
  /// or an animation moves it a frame or ends, or the timer fires.
  ///
  /// - Parameter time: When the event came, in seconds since the picker started: autoplay's
  ///   timer runs by it. Without times, no time passes: the timer runs until it fires or
  ///   is cancelled, and a rest that left a timer running is taken to have restarted it.
  mutating func follow(_ event: PickerEvent, at time: Double?) {
    if let time { timer.wait(until: time) }
    if let owed = scrollView.takeCallback() {
      if owed == event {
        record.callbacksSinceAction += 1
        return
      }
      scrollView.forgetCallbacks()
    }
    record.callbacksSinceAction = 0
    lastCallbackWasUserMotion = false
    switch event {
    case .willBeginDragging:
      scrollView.touchDown()
      scrollView.beginDragging()
      _ = scrollView.takeCallback()
    case .didScroll(let offset):
      // The finger's frames and a glide's tick; an animation's and the app's moves do not.
      switch scrollView.motion {
      case .dragging, .decelerating: lastCallbackWasUserMotion = true
      case .resting, .releasing, .animating: break
      }
      scrollView.follow(scrollTo: offset)
    case .willEndDragging(let velocity, let proposal):
      guard scrollView.isDragging else { return }
      scrollView.release(velocity: velocity, proposedOffset: proposal)
      record.noteRelease(at: scrollView.offset, in: scrollView.layout)
      return
    case .didEndDragging(let willDecelerate):
      if scrollView.isDragging {
        // A host that does not forward `willEndDragging`: the glide's target is unknown.
        _ = scrollView.lift()
        record.noteRelease(at: scrollView.offset, in: scrollView.layout)
      }
      scrollView.endRelease(willDecelerate: willDecelerate)
    case .didEndDecelerating, .didEndScrollingAnimation:
      scrollView.follow(endOfGlide: event == .didEndDecelerating)
    case .autoAdvanceTimerFired:
      timer.restart(after: nil)
      return
    case .select, .tap, .tapCell, .accessibilityIncrement, .accessibilityDecrement,
      .layoutChanged, .rowsChanged, .optionsChanged, .selectSnap, .selectNextSnap,
      .selectPreviousSnap:
      return
    }
    // A callback the action made.
    record.callbacksSinceAction = 1
  }

  // MARK: - Carrying out effects

  /// Carries out an update's effects and judges it end to end
  /// (``judge(_:_:before:after:rowNearestScroll:scrollViewBefore:)``), with the scroll view
  /// as the event found it, which it returns too.
  ///
  /// - Parameters:
  ///   - rowNearestScroll: The step's ``CheckedPicker/Step/rowNearestScroll``.
  ///   - rowChanges: The step's ``CheckedPicker/Step/rowChanges``, the checker's model of a
  ///     change of rows; nil to have it built here.
  mutating func carryOut(
    _ effects: PickerEffects, of event: PickerEvent, before: PickerState, after: PickerState,
    rowNearestScroll: Int?, rowChanges: NaiveRowChanges? = nil
  ) -> (failure: CheckFailure?, scrollViewBefore: ScrollViewBefore) {
    let scrollViewBefore = viewBefore(event, before: before, after: after, rowChanges: rowChanges)
    carryOut(effects, of: event)
    let failure = judge(
      event, effects, before: before, after: after, rowNearestScroll: rowNearestScroll,
      scrollViewBefore: scrollViewBefore)
    return (failure, scrollViewBefore)
  }

  /// Carries out an update's effects, judges it end to end, and counts what the host showed
  /// into `coverage` (``recordCoverage(of:wasMoving:into:)``): a campaign case's step.
  ///
  /// - Parameters:
  ///   - rowNearestScroll: The step's ``CheckedPicker/Step/rowNearestScroll``.
  ///   - rowChanges: The step's ``CheckedPicker/Step/rowChanges``.
  ///   - coverage: What the case exercised so far.
  /// - Returns: The first property that failed, or nil.
  mutating func carryOut(
    _ effects: PickerEffects, of event: PickerEvent, before: PickerState, after: PickerState,
    rowNearestScroll: Int?, rowChanges: NaiveRowChanges?, coverage: inout Coverage
  ) -> CheckFailure? {
    let judged = carryOut(
      effects, of: event, before: before, after: after, rowNearestScroll: rowNearestScroll,
      rowChanges: rowChanges)
    recordCoverage(of: event, wasMoving: !judged.scrollViewBefore.isAtRest, into: &coverage)
    return judged.failure
  }

  /// Does what the README's host loop does with the picker's effects, and (re)starts or
  /// cancels autoplay's timer; a reload reaches the scroll view's content after the picker
  /// has answered it, a batch update replaces the content first and has its effects carried
  /// out in the same turn (L6), and the app's options are those it sent.
  private mutating func carryOut(_ effects: PickerEffects, of event: PickerEvent) {
    if case .rowsChanged(_, let layout) = event {
      scrollView.performBatchUpdate(
        to: layout, carryingOut: effects, appliesTarget: appliesTarget)
    } else {
      scrollView.carryOut(effects, appliesTarget: appliesTarget)
    }
    for case .scheduleAutoAdvance(let delay) in effects { timer.restart(after: delay) }
    switch event {
    case .layoutChanged(let layout):
      scrollView.changeContent(to: layout)
    case .optionsChanged(let options):
      autoplayInterval = EventOracle.autoplayInterval(of: options)
      stopsAutoplayOnInteraction = options.autoAdvanceStopsOnInteraction
    default:
      // P7: the user's drag, tap or VoiceOver step switches autoplay off for good, as the
      // app's options ask (a rejected one changes nothing).
      let isRejected = effects.contains { if case .rejected = $0 { true } else { false } }
      if stopsAutoplayOnInteraction, EventOracle.isUserInteraction(event), !isRejected {
        autoplayInterval = nil
      }
    }
  }

  /// Counts what this host showed during `event` (in place: the host is not copied), and
  /// starts the next event's count of touches that stop a glide.
  mutating func recordCoverage(
    of event: PickerEvent, wasMoving: Bool, into coverage: inout Coverage
  ) {
    coverage.record(scrollViewHost: self, event: event, wasMoving: wasMoving)
    record.touchStoppedGlide = false
    record.touchStoppedGlideWithoutRows = false
  }
}
