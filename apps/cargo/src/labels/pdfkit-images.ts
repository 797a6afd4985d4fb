// pdfkit opens an image once (`openImage`) and draws the opened image on as many pages as it
// likes (one embedded XObject); @types/pdfkit knows neither.
declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- augments @types/pdfkit's global namespace, which only a namespace can
  namespace PDFKit {
    interface PDFOpenedImage {
      readonly width: number;
      readonly height: number;
    }
    interface PDFDocument {
      openImage(src: Buffer): PDFOpenedImage;
      image(src: PDFOpenedImage, x: number, y: number, options?: Mixins.ImageOption): this;
      // Declared here, the method hides the mixin's own overloads: they are repeated.
      image(src: Mixins.ImageSrc, x?: number, y?: number, options?: Mixins.ImageOption): this;
      image(src: Mixins.ImageSrc, options?: Mixins.ImageOption): this;
    }
  }
}

export {};
