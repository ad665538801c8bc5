import { encode } from 'uqr';

/** A QR code of the UPI link, drawn as SVG squares (loaded only on the UPI step); `label` names it. */
export default function UpiQr({ link, label }: { link: string; label: string }) {
  const { data, size } = encode(link, { border: 2 });
  const cells: string[] = [];
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) cells.push(`M${x} ${y}h1v1h-1z`);
    });
  });
  return (
    <svg
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={label}
      className="size-48 rounded-lg bg-white"
      shapeRendering="crispEdges"
    >
      <path d={cells.join('')} fill="#000" />
    </svg>
  );
}
