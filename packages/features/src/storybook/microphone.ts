/** A real MediaRecorder over a silent stream (no microphone in the test browser); returns the undo. */
export function silentMicrophone() {
  const original = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
  navigator.mediaDevices.getUserMedia = async () => {
    const context = new AudioContext();
    const oscillator = context.createOscillator();
    const destination = context.createMediaStreamDestination();
    oscillator.connect(destination);
    oscillator.start();
    return destination.stream;
  };
  return () => {
    navigator.mediaDevices.getUserMedia = original;
  };
}

/** getUserMedia refuses, as when the member says no to the microphone; returns the undo. */
export function refusedMicrophone() {
  const original = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
  navigator.mediaDevices.getUserMedia = async () => {
    throw new DOMException('Permission denied', 'NotAllowedError');
  };
  return () => {
    navigator.mediaDevices.getUserMedia = original;
  };
}
