/**
 * The page's only styles (inline, no fonts or images fetched): an A4 sheet on screen and in print, and
 * below 640 px tables become stacked cards so a 390 px phone never scrolls sideways.
 */
export const PAGE_STYLES = `
*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;background:#eef0f3;color:#1d232b;font:13px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif}
.sheet{max-width:210mm;margin:24px auto;background:#fff;padding:16mm 15mm;box-shadow:0 1px 4px rgba(0,0,0,.12);overflow-wrap:break-word}
h1,h2,h3,h4{margin:0;font-weight:600}
h1{font-size:26px;letter-spacing:.02em;color:#0f3a5f}
h2{font-size:12px;text-transform:uppercase;letter-spacing:.08em;color:#0f3a5f;border-bottom:2px solid #0f3a5f;padding-bottom:3px;margin:0 0 8px}
h3{font-size:11px;text-transform:uppercase;letter-spacing:.08em;color:#5b6673;margin-bottom:6px}
h4{font-size:10.5px;text-transform:uppercase;letter-spacing:.06em;color:#5b6673;margin:8px 0 3px}
.bt{font-size:9px;font-weight:400;color:#9aa3ad;letter-spacing:0;text-transform:none;white-space:nowrap}
.code{color:#6b7580;font-size:.92em}
.attr{color:#6b7580;font-size:.92em}
.small{font-size:.9em;color:#5b6673}
header.top{display:flex;justify-content:space-between;align-items:flex-start;gap:16px;border-bottom:3px solid #0f3a5f;padding-bottom:12px;margin-bottom:16px;flex-wrap:wrap}
.brand{font-size:20px;font-weight:700;color:#1d232b;max-width:60%}
.doc{text-align:right;margin-left:auto}
.docno{font-size:15px;font-weight:600;margin-top:4px}
.docdate{color:#3c4752}
.doc .k{font-weight:400;color:#6b7580;font-size:11px;margin-right:4px}
.parties{display:grid;grid-template-columns:repeat(auto-fit,minmax(240px,1fr));gap:12px;margin-bottom:16px}
.party{border:1px solid #dde2e8;border-radius:6px;padding:10px 12px;background:#fafbfc;min-width:0}
.party .name{font-size:15px;font-weight:600}
.party .trading{color:#3c4752;font-style:italic}
.addr{margin:4px 0 6px;line-height:1.4}
.facts{display:grid;grid-template-columns:repeat(auto-fit,minmax(260px,1fr));gap:4px 16px}
.block{margin:0 0 16px;min-width:0}
.kvs{display:grid;grid-template-columns:minmax(110px,38%) 1fr;gap:2px 10px;margin:2px 0}
.kv{display:contents}
.kv .k{color:#5b6673;font-size:11.5px;padding-top:1px}
.kv .v{white-space:pre-line;min-width:0}
.group{margin-top:6px;min-width:0}
.sub{margin-left:0}
.lines{margin:0 0 16px}
table{width:100%;border-collapse:collapse}
th{overflow-wrap:normal;font-size:10.5px;text-transform:uppercase;letter-spacing:.05em;color:#5b6673;font-weight:600;text-align:left;border-bottom:1px solid #b9c2cc;padding:4px 6px}
td{vertical-align:top;padding:6px;border-bottom:1px solid #e6e9ed}
th.num,td.num{text-align:right}
td.num>div{white-space:nowrap}
td.num>div.small{white-space:normal;overflow-wrap:normal}
table.lines{table-layout:fixed}
table.lines th.pos{width:9%}
table.lines th.num{width:13%}
table.lines th.vat{width:16%}
td.strong{font-weight:600}
td.pos{color:#5b6673}
td.desc{min-width:0}
td.desc .name{font-weight:600}
td.desc .descr{color:#3c4752;white-space:pre-line}
td.desc .group{background:#f6f7f9;border-radius:4px;padding:4px 8px;margin-top:6px}
tr.subline td{background:#fbfcfd}
tr.subline td.pos{padding-left:calc(6px + var(--depth,1) * 12px)}
tr.subline td.pos::before{content:"↳ ";color:#9aa3ad}
.sums{display:grid;grid-template-columns:minmax(0,1.6fr) minmax(0,1fr);gap:16px;align-items:start}
.totals{border:1px solid #dde2e8;border-radius:6px;padding:6px 10px;background:#fafbfc}
.trow{display:flex;justify-content:space-between;gap:12px;padding:3px 0;border-bottom:1px dotted #dde2e8}
.trow:last-child{border-bottom:0}
.trow .k{color:#3c4752}
.trow .v{text-align:right;white-space:nowrap}
.trow.due{font-size:15px;font-weight:700;border-top:2px solid #0f3a5f;border-bottom:0;margin-top:4px;padding-top:6px;color:#0f3a5f}
.trow.due .k{color:#0f3a5f}
.note{border-left:3px solid #c9d3de;padding:2px 10px;margin:6px 0}
.note .subject{font-size:11px;color:#5b6673}
.note-text{white-space:pre-line}
.attachment{border:1px solid #dde2e8;border-radius:6px;padding:8px 10px;margin:6px 0}
a.file{display:inline-block;margin-top:6px;padding:4px 10px;border-radius:4px;background:#0f3a5f;color:#fff;text-decoration:none;font-weight:600}
details.raw pre{max-height:8em;overflow:auto;white-space:pre-wrap;word-break:break-all;font-size:10px;background:#f6f7f9;padding:6px}
.further{display:grid;grid-template-columns:minmax(100px,30%) minmax(0,1fr);gap:0 10px;font-size:12px}
.fx{display:contents}
.fx .k{color:#5b6673;padding-top:4px;border-top:1px solid #eef0f3}
.fx .v{padding-top:4px;border-top:1px solid #eef0f3;white-space:pre-line}
.fx .p{grid-column:1/-1;font:10px/1.3 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;color:#8a949e;padding-bottom:4px;word-break:break-all}
.outside h2{color:#7a4b00;border-color:#d9a441}
.hint{color:#6b7580;font-size:11.5px;margin:0 0 6px}
details.syntax summary{cursor:pointer;font-size:12px;text-transform:uppercase;letter-spacing:.08em;color:#5b6673;font-weight:600;padding:4px 0}
footer{margin-top:20px;padding-top:8px;border-top:1px solid #dde2e8;color:#6b7580;font-size:11px;display:flex;flex-wrap:wrap;justify-content:space-between;gap:4px 16px}
@media (max-width:640px){
  body{background:#fff}
  .sheet{margin:0;padding:14px 12px;box-shadow:none}
  .brand{max-width:100%}
  .doc{text-align:left;margin-left:0}
  .sums{grid-template-columns:minmax(0,1fr)}
  .kvs{grid-template-columns:minmax(0,1fr)}
  .kv .k{padding-top:4px}
  table,thead,tbody,tr,td{display:block;width:auto}
  table.lines{table-layout:auto}
  thead{display:none}
  tr{border:1px solid #dde2e8;border-radius:6px;margin:0 0 8px;padding:4px 8px}
  td{border:0;padding:3px 0}
  td.num{text-align:right;white-space:normal;overflow:hidden}
  td.num[data-label]::before{float:left;margin-right:8px}
  td[data-label]::before{content:attr(data-label);color:#5b6673;font-size:11px;text-align:left;font-weight:400}
  td.pos[data-label]::before{margin-right:6px}
  tr.subline{margin-left:calc(var(--depth,1) * 10px)}
  tr.subline td.pos{padding-left:0}
  .further{grid-template-columns:minmax(0,1fr)}
  .fx .v{border-top:0;padding-top:0}
}
@media print{
  @page{size:A4;margin:14mm 12mm}
  body{background:#fff;font-size:10.5pt}
  .sheet{margin:0;padding:0;max-width:none;box-shadow:none}
  tr,.party,.totals,.attachment,.note{break-inside:avoid}
  thead{display:table-header-group}
  details.syntax{display:none}
}
`;
