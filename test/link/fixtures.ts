/** Session descriptions Chromium 156 gathered for a negotiated data channel with no ICE servers (two fresh profiles on one machine). */
export const CHROMIUM_OFFER = "v=0\r\no=- 486882535317965484 2 IN IP4 127.0.0.1\r\ns=-\r\nt=0 0\r\na=group:BUNDLE 0\r\na=extmap-allow-mixed\r\na=msid-semantic: WMS\r\nm=application 9 UDP/DTLS/SCTP webrtc-datachannel\r\nc=IN IP4 0.0.0.0\r\na=candidate:2884151662 1 udp 2113937151 397a1121-4345-4361-886e-2332bb5a9250.local 41684 typ host generation 0 network-cost 999\r\na=candidate:2895824350 1 udp 2113942271 7487351c-aee8-4943-9afb-2b1bea5e3945.local 47701 typ host generation 0 network-cost 999\r\na=ice-ufrag:CHKm\r\na=ice-pwd:DrC3sk0kCb0M62AnLAHoeILK\r\na=ice-options:trickle\r\na=fingerprint:sha-256 86:10:C5:7A:89:51:CA:FC:64:D0:62:40:3E:3A:CE:69:9F:F3:F4:99:72:50:1E:A3:EA:2A:75:90:C8:28:D2:D7\r\na=setup:actpass\r\na=mid:0\r\na=sctp-port:5000\r\na=max-message-size:262144\r\n";
export const CHROMIUM_ANSWER = "v=0\r\no=- 2968375358419180613 2 IN IP4 127.0.0.1\r\ns=-\r\nt=0 0\r\na=group:BUNDLE 0\r\na=extmap-allow-mixed\r\na=msid-semantic: WMS\r\nm=application 9 UDP/DTLS/SCTP webrtc-datachannel\r\nc=IN IP4 0.0.0.0\r\na=candidate:201192460 1 udp 2113937151 d3c8833f-bc2d-408e-baad-f2219dc0dd96.local 39717 typ host generation 0 network-cost 999\r\na=candidate:210737340 1 udp 2113942271 33093dff-e233-4e4c-9427-3c33d505149b.local 52023 typ host generation 0 network-cost 999\r\na=ice-ufrag:exjk\r\na=ice-pwd:cg8dDvb4ob27wy00jIN+LCv/\r\na=ice-options:trickle\r\na=fingerprint:sha-256 A3:F9:92:1F:EF:A6:7F:AB:21:34:8F:48:2F:E1:03:36:68:AA:16:53:39:92:61:44:52:51:D3:00:E4:C0:54:08\r\na=setup:active\r\na=mid:0\r\na=sctp-port:5000\r\na=max-message-size:262144\r\n";

/** An answer of the shape Firefox gives (8-character user fragment, 32-character password, IPv4 and IPv6 host candidates, a TCP one to drop). */
export const FIREFOX_LIKE_ANSWER = [
  'v=0',
  'o=mozilla...THIS_IS_SDPARTA-99.0 1234 0 IN IP4 0.0.0.0',
  's=-',
  't=0 0',
  'a=fingerprint:sha-256 0A:1B:2C:3D:4E:5F:60:71:82:93:A4:B5:C6:D7:E8:F9:0A:1B:2C:3D:4E:5F:60:71:82:93:A4:B5:C6:D7:E8:F9',
  'a=group:BUNDLE 0',
  'm=application 9 UDP/DTLS/SCTP webrtc-datachannel',
  'c=IN IP4 0.0.0.0',
  'a=candidate:0 1 UDP 2122252543 192.168.1.23 50312 typ host',
  'a=candidate:1 1 UDP 2122187007 2001:db8::7 50313 typ host',
  'a=candidate:2 1 TCP 2105524479 192.168.1.23 9 typ host tcptype active',
  'a=ice-pwd:4f1b7c2d9e0a3b5c6d7e8f9a0b1c2d3e',
  'a=ice-ufrag:a1b2c3d4',
  'a=mid:0',
  'a=setup:active',
  'a=sctp-port:5000',
  '',
].join('\r\n');
