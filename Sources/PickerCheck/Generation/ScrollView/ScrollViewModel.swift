import PickerState

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A deterministic model of `UIScrollView` scrolling along one axis, stepped in frames.
///
/// It holds the content offset on the screen's pixel grid, follows a virtual finger, glides,
/// bounces and animates as UIKit does, and queues the delegate callbacks UIKit would send,
/// in UIKit's order, as `PickerEvent`s that ``takeCallback()`` hands out oldest first.
/// Each rule names its source:
///
/// - Offsets are points rounded to the pixel grid (`1 / pixelScale`): `UIScrollView` aligns
///   `contentOffset` to device pixels (scale 1, 2 or 3).
/// - Dragging: the content follows the finger; past either end it rubber-bands by
///   `(1 - 1 / (x * 0.55 / d + 1)) * d` for a pull of `x` past the end with a viewport of
///   `d` (the constant and formula measured from UIKit, "Analysis of Apple's rubber band
///   scrolling", 2013). `scrollViewWillBeginDragging` comes first, then
///   `scrollViewDidScroll` for every frame that moved the content.
/// - Release: the velocity of the last frame; `scrollViewWillEndDragging` with the resting
///   offset the deceleration rate projects, clamped into the content (Apple's
///   `UIScrollViewDelegate` documentation), which the delegate may rewrite; then
///   `scrollViewDidEndDragging(willDecelerate:)`, true when the content will still move
///   (a glide or a bounce back).
/// - Glide: the content decelerates onto the target; a target that lies against the release
///   velocity makes the content jump there at once, without a curve (UPCarouselFlowLayout
///   issue 18, "Deceleration is instantaneous at times"), unless the release was past an
///   end, where the content bounces back whatever the target; `scrollViewDidEndDecelerating`
///   when it stops.
/// - `setContentOffset(_:animated: true)`: a timed animation with a `scrollViewDidScroll`
///   per frame and `scrollViewDidEndScrollingAnimation` at its end (Apple's documentation),
///   and no callback at all when the offset, on the pixel grid, does not change.
///   `animated: false`: one `scrollViewDidScroll` when the offset changes; it stops a glide
///   or an animation without any end callback.
/// - A touch stops a glide or an animation. Since iOS 13 the stopped glide reports
///   `scrollViewDidEndDecelerating` at once; before, nothing (both reported widely, for
///   example in the answers to "How to detect when a UIScrollView has finished scrolling").
/// - A batch update (`performBatchUpdates`) keeps the content offset through the update,
///   and the delegate carries out the picker's answer in the same run-loop turn.
/// - Content changes keep the content offset; when the content shrinks under a resting
///   scroll view, the offset is clamped into it with a `scrollViewDidScroll`; under a
///   gliding one, the glide's target is clamped and the content glides back into it, as
///   a bounce does.
/// - The content is what a collection view lays out from the picker's layout: its width
///   (`contentSize.width`) is the layout's `contentWidth`, and it shows `cellCount` cells,
///   which the model places by its own reading of the rules, not by the layout's answers,
///   to find the cell under a touch.
///
/// Public so that the benchmarks drive their gesture streams through the same model the
/// checker's scroll-view mode judges the picker against.
public struct ScrollViewModel: Hashable, Sendable {
  /// What moves the content.
  enum Motion: Hashable, Sendable {
    /// Nothing.
    case resting
    /// The finger drags the content; `fingerOffset` is where the content would be without
    /// the rubber band, `velocity` the finger's in points per second.
    case dragging(fingerOffset: Double, velocity: Double)
    /// The finger lifted and `scrollViewWillEndDragging` is out; the target is decided
    /// when its answer is in.
    case releasing(velocity: Double, target: Double)
    /// Gliding toward `target` from the unrounded `position`; `isJump` when the target lay
    /// against the release velocity.
    case decelerating(position: Double, target: Double, isJump: Bool, frames: Int)
    /// A `setContentOffset(_:animated: true)` animation.
    case animating(from: Double, to: Double, elapsed: Double)
  }

  /// The duration of a `setContentOffset(_:animated: true)` animation, in seconds.
  static let animationDuration = 0.3
  /// A glide longer than this many frames snaps onto its target (a safety net: at the
  /// rates the checker draws, glides settle far sooner).
  static let maximumGlideFrames = 2_000

  /// `contentOffset.x`, on the pixel grid.
  public private(set) var offset: Double
  private(set) var motion: Motion = .resting
  /// Whether a finger touches the content (dragging, or holding a stopped glide).
  private(set) var isTouching = false
  /// The content: its width and viewport come from the picker's layout.
  private(set) var layout: PickerLayout
  /// The content's cells, placed by the checker's own models.
  private(set) var cells: ScrollViewCells
  /// Device pixels per point: 1, 2 or 3.
  let pixelScale: Double
  /// Seconds per frame: 1/60 or 1/120.
  let frameDuration: Double
  /// The fraction of velocity kept per millisecond of a glide.
  let decelerationRate: DecelerationRate
  /// Whether a touch that stops a glide reports `scrollViewDidEndDecelerating` (iOS 13 on).
  let reportsGlideStoppedByTouch: Bool
  /// The delegate callbacks owed, oldest first.
  private(set) var outbox = CallbackQueue()

  /// A resting scroll view, untouched, with no callback owed.
  ///
  /// - Parameters:
  ///   - layout: The content, whose offset range and viewport it scrolls.
  ///   - offset: Where the content is, put on the pixel grid.
  ///   - pixelScale: Device pixels per point: 1, 2 or 3.
  ///   - frameDuration: Seconds per frame: 1/60 or 1/120.
  ///   - decelerationRate: How quickly a glide slows down.
  ///   - reportsGlideStoppedByTouch: Whether a touch that stops a glide reports
  ///     `scrollViewDidEndDecelerating` (iOS 13 on).
  public init(
    layout: PickerLayout, offset: Double, pixelScale: Double, frameDuration: Double,
    decelerationRate: DecelerationRate, reportsGlideStoppedByTouch: Bool
  ) {
    self.layout = layout
    cells = ScrollViewCells(layout)
    self.pixelScale = pixelScale
    self.frameDuration = frameDuration
    self.decelerationRate = decelerationRate
    self.reportsGlideStoppedByTouch = reportsGlideStoppedByTouch
    self.offset = 0
    self.offset = rounded(offset)
  }

  /// Whether nothing moves the content and no finger touches it.
  public var isAtRest: Bool { motion == .resting && !isTouching }

  /// The offsets the content scrolls through without a bounce: 0 to its width less the
  /// viewport's, or `0...0` when the viewport is the wider.
  var offsetRange: ClosedRange<Double> {
    0...max(layout.contentWidth - layout.viewportWidth, 0)
  }

  /// Whether a dragging finger holds the content past either end: where the finger would
  /// put the content lies outside ``offsetRange``, and the rubber band shows it short of
  /// that.
  var isPulledPastAnEnd: Bool {
    guard case .dragging(let finger, _) = motion else { return false }
    return !offsetRange.contains(finger)
  }

  /// The cell under a point of the viewport, or nil in a gap between cells or past the
  /// rows.
  ///
  /// - Parameter x: The point's distance from the viewport's left edge.
  func cell(atViewportX x: Double) -> Int? {
    cells.cell(atContentX: offset + x)
  }

  /// Whether the finger is dragging the content.
  var isDragging: Bool {
    if case .dragging = motion { true } else { false }
  }

  /// Takes the oldest callback owed, if any.
  ///
  /// - Returns: The callback as the event a delegate passes to the picker, or nil when
  ///   none is owed.
  public mutating func takeCallback() -> PickerEvent? {
    outbox.takeOldest()
  }

  /// A value on the pixel grid.
  func rounded(_ value: Double) -> Double {
    let snapped = (value * pixelScale).rounded(.toNearestOrAwayFromZero) / pixelScale
    return snapped.isFinite ? snapped + 0 : value
  }

  // MARK: - The finger

  /// A finger touches the content: it stops a glide (reporting it since iOS 13) or an
  /// animation (with no callback).
  public mutating func touchDown() {
    isTouching = true
    switch motion {
    case .decelerating:
      motion = .resting
      if reportsGlideStoppedByTouch { outbox.append(.didEndDecelerating) }
    case .animating:
      motion = .resting
    case .resting, .dragging, .releasing:
      break
    }
  }

  /// The touching finger starts to drag: `scrollViewWillBeginDragging`.
  public mutating func beginDragging() {
    isTouching = true
    motion = .dragging(fingerOffset: offset, velocity: 0)
    outbox.append(.willBeginDragging)
  }

  /// The finger moves the content by `delta` points of offset in one frame.
  ///
  /// - Parameter delta: How far the finger moved the content's offset, in points; past an
  ///   end, the content moves less (the rubber band).
  public mutating func moveFinger(by delta: Double) {
    guard case .dragging(let finger, _) = motion else { return }
    let moved = finger + delta
    motion = .dragging(fingerOffset: moved, velocity: delta / frameDuration)
    move(to: rounded(rubberBanded(moved)))
  }

  /// Where the content shows a finger position past either end: the rubber band.
  func rubberBanded(_ fingerOffset: Double) -> Double {
    let range = offsetRange
    let dimension = max(layout.viewportWidth, 1)
    func band(_ pull: Double) -> Double { (1 - 1 / (pull * 0.55 / dimension + 1)) * dimension }
    if fingerOffset < range.lowerBound {
      return range.lowerBound - band(range.lowerBound - fingerOffset)
    }
    if fingerOffset > range.upperBound {
      return range.upperBound + band(fingerOffset - range.upperBound)
    }
    return fingerOffset
  }

  /// The finger lifts: the release velocity and the projected resting offset, clamped into
  /// the content, which `scrollViewWillEndDragging` proposes.
  ///
  /// - Returns: The velocity in points per second and the proposed offset, the two values
  ///   a delegate reads in `scrollViewWillEndDragging`.
  public mutating func lift() -> (velocity: Double, proposedOffset: Double) {
    guard case .dragging(_, let velocity) = motion else {
      isTouching = false
      motion = .resting
      return (0, offset)
    }
    let projected = offset + decelerationRate.projectedDistance(velocity: velocity)
    let range = offsetRange
    let proposal = min(max(projected, range.lowerBound), range.upperBound)
    release(velocity: velocity, proposedOffset: proposal)
    return (velocity, proposal)
  }

  /// The finger lifts at `velocity`, and `scrollViewWillEndDragging` proposes
  /// `proposedOffset`.
  mutating func release(velocity: Double, proposedOffset: Double) {
    isTouching = false
    motion = .releasing(velocity: velocity, target: proposedOffset)
  }

  /// The delegate rewrote `targetContentOffset` during the release.
  ///
  /// - Parameter target: The offset the delegate wrote.
  public mutating func setTarget(_ target: Double) {
    guard case .releasing(let velocity, _) = motion else { return }
    motion = .releasing(velocity: velocity, target: target)
  }

  /// After `scrollViewWillEndDragging`: glides to the target, or stops where it is, and
  /// queues `scrollViewDidEndDragging(willDecelerate:)`.
  public mutating func finishRelease() {
    guard case .releasing(_, let target) = motion else { return }
    let willDecelerate = rounded(target) != offset
    endRelease(willDecelerate: willDecelerate)
    outbox.append(.didEndDragging(willDecelerate: willDecelerate))
  }

  /// The release ends: the content glides to the target when it `willDecelerate`, and
  /// otherwise rests where it is.
  mutating func endRelease(willDecelerate: Bool) {
    guard case .releasing(let velocity, let target) = motion else { return }
    let goal = rounded(target)
    // Released past either end, the content bounces back whatever the target; inside the
    // range, a target behind the release skips the deceleration curve.
    let isBouncing = !offsetRange.contains(offset)
    let isAgainstVelocity =
      !isBouncing && (velocity > 0 ? goal < offset : velocity < 0 && goal > offset)
    motion =
      willDecelerate
      ? .decelerating(position: offset, target: goal, isJump: isAgainstVelocity, frames: 0)
      : .resting
  }

  /// A touching finger lifts without having dragged.
  mutating func liftWithoutDragging() {
    isTouching = false
  }

  // MARK: - Frames

  /// Advances one frame of a glide or an animation.
  public mutating func step() {
    switch motion {
    case .decelerating(let position, let target, let isJump, let frames):
      var next = target
      if !isJump && frames < Self.maximumGlideFrames {
        let kept = pow(decelerationRate.perMillisecond, frameDuration * 1000)
        next = target - (target - position) * kept
        if abs(target - next) < 0.5 / pixelScale { next = target }
      }
      move(to: rounded(next))
      if next == target {
        motion = .resting
        outbox.append(.didEndDecelerating)
      } else {
        motion = .decelerating(position: next, target: target, isJump: false, frames: frames + 1)
      }
    case .animating(let from, let to, let elapsed):
      let time = min(elapsed + frameDuration, Self.animationDuration)
      let progress = time / Self.animationDuration
      let eased = progress * progress * (3 - 2 * progress)
      move(to: progress >= 1 ? to : rounded(from + (to - from) * eased))
      if progress >= 1 {
        motion = .resting
        outbox.append(.didEndScrollingAnimation)
      } else {
        motion = .animating(from: from, to: to, elapsed: time)
      }
    case .resting, .dragging, .releasing:
      break
    }
  }

  // MARK: - What the app asks

  /// `setContentOffset(_:animated:)`, with the offset put on the pixel grid.
  ///
  /// Animated: no callback at all when the offset does not change; otherwise an animation
  /// that replaces a glide or another animation. Without animation: one
  /// `scrollViewDidScroll` when the offset changes; a glide or an animation stops with no
  /// end callback, and a dragging finger goes on from the new offset.
  ///
  /// - Parameters:
  ///   - value: The offset asked for, before it is put on the pixel grid.
  ///   - animated: Whether to animate there.
  public mutating func setContentOffset(_ value: Double, animated: Bool) {
    let target = rounded(value)
    switch motion {
    case .dragging(_, let velocity):
      motion = .dragging(fingerOffset: target, velocity: velocity)
      move(to: target)
    case .resting, .releasing, .decelerating, .animating:
      if animated {
        guard target != offset else { return }
        motion = .animating(from: offset, to: target, elapsed: 0)
      } else {
        if case .releasing = motion {} else { motion = .resting }
        move(to: target)
      }
    }
  }

  /// The app changed the content: the offset stays, clamped into the new content when the
  /// scroll view rests; a glide's target is clamped, and the glide carries the content back.
  mutating func changeContent(to newLayout: PickerLayout) {
    if newLayout != layout { cells = ScrollViewCells(newLayout) }
    layout = newLayout
    let range = offsetRange
    switch motion {
    case .resting:
      move(to: rounded(min(max(offset, range.lowerBound), range.upperBound)))
    case .decelerating(let position, let target, let isJump, let frames):
      let clampedTarget = rounded(min(max(target, range.lowerBound), range.upperBound))
      motion = .decelerating(
        position: position, target: clampedTarget, isJump: isJump, frames: frames)
    case .dragging, .releasing, .animating:
      break
    }
  }

  /// The app's `performBatchUpdates`, with the picker's answer to its `rowsChanged` carried
  /// out in the same run-loop turn, as L6 asks of a host.
  ///
  /// The update block replaces the content and keeps `contentOffset` where it was: rows
  /// inserted before it shift the content under a fixed offset. The delegate then carries
  /// out the picker's effects before any frame is drawn (a scroll without animation stops
  /// a glide or an animation, an animated one starts a new animation, and a dragging finger
  /// goes on over whatever content now lies under it). Only then does the collection view's
  /// layout pass clamp the offset of a resting scroll view, and a glide's target, into
  /// content that shrank, as ``changeContent(to:)`` does for any content change.
  ///
  /// - Parameters:
  ///   - newLayout: The content after the update.
  ///   - effects: The picker's answer to the `rowsChanged` that described the update.
  ///   - appliesTarget: Whether the delegate writes `setTargetOffset`'s offset to
  ///     `targetContentOffset`.
  mutating func performBatchUpdate(
    to newLayout: PickerLayout, carryingOut effects: PickerEffects, appliesTarget: Bool
  ) {
    if newLayout != layout { cells = ScrollViewCells(newLayout) }
    layout = newLayout
    carryOut(effects, appliesTarget: appliesTarget)
    changeContent(to: newLayout)
  }

  // MARK: - Following a recording

  /// A recorded `scrollViewDidScroll` that nothing this model did owed: the finger, a
  /// glide's or an animation's frame (or, at rest, the app) moved the content to
  /// `newOffset`, which the recording gives on its pixel grid.
  mutating func follow(scrollTo newOffset: Double) {
    offset = newOffset
    switch motion {
    case .dragging(_, let velocity):
      motion = .dragging(fingerOffset: newOffset, velocity: velocity)
    case .decelerating(_, let target, let isJump, let frames):
      motion = .decelerating(
        position: newOffset, target: target, isJump: isJump, frames: frames + 1)
    case .resting, .releasing, .animating:
      break
    }
  }

  /// A recorded `scrollViewDidEndDecelerating` (`isGlide`) or
  /// `scrollViewDidEndScrollingAnimation`: that motion ends where its last frame left the
  /// content. Any other motion goes on.
  mutating func follow(endOfGlide isGlide: Bool) {
    switch motion {
    case .decelerating where isGlide, .animating where !isGlide:
      motion = .resting
    case .resting, .dragging, .releasing, .decelerating, .animating:
      break
    }
  }

  /// Forgets the callbacks owed: a recording that went on without them.
  mutating func forgetCallbacks() {
    outbox = CallbackQueue()
  }

  /// Moves the content, with a `scrollViewDidScroll` when it changes.
  private mutating func move(to newOffset: Double) {
    guard newOffset != offset else { return }
    offset = newOffset
    outbox.append(.didScroll(offset: newOffset))
  }
}
