// pdfkit opens an image once (`openImage`) and draws the opened image on as many pages as it
// likes (one embedded XObject); @types/pdfkit knows neither.
declare namespace PDFKit {
  interface PDFOpenedImage {
    readonly width: number;
    readonly height: number;
  }
  interface PDFDocument {
    openImage(src: Buffer): PDFOpenedImage;
    image(src: PDFOpenedImage, x: number, y: number, options?: Mixins.ImageOption): this;
  }
}
