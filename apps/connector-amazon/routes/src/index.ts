export { amazonRoutes, AmazonRoutesModule } from './amazon-routes.module';
