/** Browser stand-in for `stream`: SaxonJS's bundled sax parser subclasses Stream but never streams. */
export class Stream {}
export default { Stream };
