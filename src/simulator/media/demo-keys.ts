/** The media rooms' default LiveKit API key and secret (docs/simulator.md); the console's demo workspace uses them. */
export const DEMO_MEDIA_API_KEY = 'APIswitchboarddemo'
export const DEMO_MEDIA_API_SECRET = 'switchboard-demo-media-secret-0123456789abcdef'
