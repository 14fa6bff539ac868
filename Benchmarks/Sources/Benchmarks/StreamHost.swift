import PickerState

/// A host that draws a stream while it runs the picker: it reports what its scroll view
/// does, frame by frame, and carries out every effect the picker answers as `UIScrollView`
/// would, so that a stream whose rows change mid-gesture stays what a real host would send.
///
/// A glide runs to the target the picker set in 20 frames and an animated scroll in 10,
/// each `didScroll` a step nearer, the last exactly on it; a scroll without animation moves
/// the content at once and stops a glide or an animation (a drag goes on from there).
struct StreamHost {
  /// What the scroll view is doing.
  enum Motion: Equatable {
    /// At rest, waiting for the next gesture.
    case resting
    /// Under the finger, for this many more reports before the release.
    case dragging(reportsLeft: Int)
    /// Gliding to an offset, in this many more frames.
    case gliding(to: Double, framesLeft: Int)
    /// Animating to an offset, in this many more frames.
    case animating(to: Double, framesLeft: Int)
  }

  /// The picker, as the stream has left it.
  private(set) var picker: PickerState
  /// The events sent so far.
  private(set) var events: [PickerEvent] = []
  /// The scroll view's content offset.
  private(set) var offset: Double
  /// What the scroll view is doing.
  var motion = Motion.resting
  /// Where the glide that follows a release ends: the proposal, or the picker's target.
  private var glideTarget = 0.0

  /// A host whose scroll view rests where `picker` does.
  init(picker: PickerState) {
    self.picker = picker
    offset = picker.offset
  }

  /// Sends an event to the picker and carries out its effects.
  mutating func send(_ event: PickerEvent) {
    events.append(event)
    for effect in picker.update(event) {
      switch effect {
      case .scroll(let target, animated: false):
        offset = target
        if case .dragging = motion {} else { motion = .resting }
      case .scroll(let target, animated: true):
        motion = .animating(to: target, framesLeft: 10)
      case .setTargetOffset(let target):
        glideTarget = target
      case .configure, .selectionChanged, .selectionFeedback, .scheduleAutoAdvance,
        .didEndScrolling, .rejected:
        break
      }
    }
  }

  /// The finger moves the content by `distance`, one report.
  mutating func drag(by distance: Double) {
    guard case .dragging(let reportsLeft) = motion else { return }
    offset += distance
    motion = .dragging(reportsLeft: reportsLeft - 1)
    send(.didScroll(offset: offset))
  }

  /// The finger lifts at `velocity` (points per second) with the scroll view proposing
  /// `proposedOffset`: the glide goes to the picker's target, or, when it would not move,
  /// the picker settles at once.
  mutating func release(velocity: Double, proposedOffset: Double) {
    glideTarget = proposedOffset
    send(.willEndDragging(velocity: velocity, proposedOffset: proposedOffset))
    let willDecelerate = glideTarget != offset
    motion = willDecelerate ? .gliding(to: glideTarget, framesLeft: 20) : .resting
    send(.didEndDragging(willDecelerate: willDecelerate))
  }

  /// The finger lifts without a glide: the picker settles.
  mutating func releaseSlowly() {
    motion = .resting
    send(.didEndDragging(willDecelerate: false))
  }

  /// One frame of a glide or an animation: a `didScroll` a step nearer its end, and on
  /// the last frame the callback that ends it.
  mutating func step() {
    switch motion {
    case .gliding(let target, let framesLeft), .animating(let target, let framesLeft):
      let isGlide = if case .gliding = motion { true } else { false }
      offset = framesLeft == 1 ? target : offset + (target - offset) / Double(framesLeft)
      if framesLeft == 1 {
        motion = .resting
      } else {
        motion =
          isGlide
          ? .gliding(to: target, framesLeft: framesLeft - 1)
          : .animating(to: target, framesLeft: framesLeft - 1)
      }
      send(.didScroll(offset: offset))
      if framesLeft == 1 { send(isGlide ? .didEndDecelerating : .didEndScrollingAnimation) }
    case .resting, .dragging:
      break
    }
  }
}
