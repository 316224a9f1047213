import { buildCv } from './build-cv';
import type { QualityPair } from './types';

export const DATA_PAIRS: readonly QualityPair[] = [
  {
    id: 'data-scientist-strong',
    industry: 'data',
    fit: 'strong',
    cv: buildCv({
      name: 'Mei Lin Tan',
      title: 'Data Scientist',
      email: 'meilin.tan@example.com',
      phone: '+65 9123 4567',
      location: 'Singapore',
      summary:
        'Data scientist with 6 years turning messy customer data into models that ship. Strong in Python, SQL and experiment design; I have owned churn, pricing and recommendation models end to end, from notebook to production API.',
      experiences: [
        {
          title: 'Senior Data Scientist',
          company: 'ShopeeGo',
          duration: 'Mar 2021 - Present',
          location: 'Singapore',
          achievements: [
            'Built a gradient-boosted churn model (XGBoost) that flagged at-risk sellers, cutting churn 18% in the first two quarters',
            'Designed and analysed 40+ A/B tests with product teams, introducing CUPED variance reduction that shortened tests by 30%',
            'Deployed recommendation models as FastAPI services on AWS SageMaker, serving 5M predictions a day',
            'Coached 3 junior analysts in causal inference and clean SQL',
          ],
        },
        {
          title: 'Data Scientist',
          company: 'DBS Bank',
          duration: '07/2018 – 02/2021',
          location: 'Singapore',
          achievements: [
            'Developed credit-risk scorecards with logistic regression and scikit-learn, improving Gini by 9 points',
            'Automated monthly model monitoring in Airflow, replacing 2 days of manual work',
            'Presented model findings to risk committees and non-technical stakeholders',
          ],
        },
      ],
      education: [
        {
          degree: 'MSc',
          field: 'Statistics',
          institution: 'National University of Singapore',
          year: '2018',
        },
        {
          degree: 'BSc',
          field: 'Mathematics',
          institution: 'Nanyang Technological University',
          year: '2016',
        },
      ],
      skills: {
        technical: [
          'Python',
          'SQL',
          'Machine learning',
          'scikit-learn',
          'XGBoost',
          'PyTorch',
          'Statistics',
          'A/B testing',
          'Causal inference',
        ],
        tools: ['pandas', 'Jupyter', 'Airflow', 'AWS SageMaker', 'Snowflake', 'Tableau', 'Git'],
      },
      softSkills: ['Storytelling with data', 'Stakeholder management', 'Mentoring'],
      languages: [
        { name: 'English', level: 'Native' },
        { name: 'Mandarin', level: 'Fluent' },
      ],
    }),
    job: {
      job_title: 'Senior Data Scientist',
      company_name: 'Grabwell',
      job_description: `Grabwell is Southeast Asia's everyday super-app. Our Marketplace Data Science team is hiring a Senior Data Scientist in Singapore to improve how millions of riders and merchants are matched and priced.

Responsibilities
- Build, validate and deploy machine learning models for pricing, churn prediction and personalisation.
- Design and analyse A/B tests and quasi-experiments; advise product teams on metrics and statistical significance.
- Write production-quality Python and SQL; collaborate with ML engineers to deploy models and monitor drift.
- Translate ambiguous business questions into analyses and communicate results clearly to senior stakeholders.
- Mentor junior data scientists and raise the bar on analytical rigour.

Requirements
- 5+ years of experience in data science or applied machine learning.
- Master's or PhD in Statistics, Computer Science, Mathematics or a related quantitative field.
- Expert in Python (pandas, scikit-learn, XGBoost or LightGBM) and SQL.
- Strong foundation in statistics, experiment design and causal inference.
- Experience with cloud ML platforms (AWS SageMaker, Vertex AI) and workflow tools such as Airflow.
- Excellent communication and storytelling skills.

Nice to have
- Deep learning with PyTorch or TensorFlow.
- Experience with Spark or Snowflake.
- Marketplace, ride-hailing or e-commerce experience.

We offer a hybrid setup, generous learning allowance and comprehensive medical coverage.`,
    },
  },
  {
    id: 'data-engineer-partial',
    industry: 'data',
    fit: 'partial',
    cv: buildCv({
      name: 'Tomasz Kowalski',
      title: 'BI Developer',
      email: 'tomasz.kowalski@example.com',
      phone: '+48 601 234 567',
      location: 'Kraków, Poland',
      summary:
        'BI developer with 5 years in SQL Server and SSIS, now building cloud pipelines. I enjoy making reports fast and numbers trustworthy.',
      experiences: [
        {
          title: 'BI Developer',
          company: 'Comarch Retail',
          duration: 'Sep 2020 - Present',
          location: 'Kraków, Poland',
          achievements: [
            'Moved 35 SSIS packages to Azure Data Factory pipelines, halving nightly load time',
            'Modelled a star-schema warehouse in Azure Synapse used by 150 analysts',
            'Built Power BI dashboards for store operations, adopted by 400 store managers',
            'Added data-quality checks that caught 95% of source errors before reporting',
          ],
        },
        {
          title: 'Junior SQL Developer',
          company: 'Asseco',
          duration: '2018 - 2020',
          location: 'Rzeszów, Poland',
          achievements: [
            'Wrote T-SQL stored procedures for billing reports',
            'Tuned slow queries with indexes, cutting report time from 12 to 2 minutes',
            'Documented the reporting data model for new team members',
          ],
        },
      ],
      education: [
        {
          degree: 'MSc',
          field: 'Computer Science',
          institution: 'AGH University of Science and Technology',
          year: '2018',
        },
      ],
      skills: {
        technical: ['T-SQL', 'SQL Server', 'Data modelling', 'ETL', 'Python (basic)', 'DAX'],
        tools: ['SSIS', 'Azure Data Factory', 'Azure Synapse', 'Power BI', 'Git'],
      },
      certifications: [
        {
          name: 'Microsoft Certified: Azure Data Engineer Associate',
          issuing_organization: 'Microsoft',
          year: '2022',
        },
      ],
      languages: [
        { name: 'Polish', level: 'Native' },
        { name: 'English', level: 'B2' },
      ],
    }),
    job: {
      job_title: 'Data Engineer',
      company_name: 'Streamly',
      job_description: `Streamly is a music streaming startup with 12 million listeners. We are hiring a Data Engineer in Kraków or remote in Poland to build the pipelines behind our recommendations and royalty reporting.

What you will do
- Design and build batch and streaming data pipelines with Apache Spark, Kafka and Airflow.
- Develop and maintain our lakehouse on AWS (S3, Glue, Athena) and Databricks with Delta Lake.
- Model data for analytics using dbt and ensure data quality with automated tests and monitoring.
- Work with data scientists and analysts to make data easy to find, trustworthy and fast to query.
- Improve cost and performance of our data platform.

What we expect
- 3+ years of experience as a data engineer or in a similar role.
- Strong Python and SQL skills.
- Hands-on experience with Spark (PySpark) and an orchestration tool such as Airflow or Dagster.
- Experience with cloud data platforms (AWS preferred) and data warehouse design (dimensional modelling).
- Familiarity with streaming systems such as Kafka or Kinesis.
- Good communication skills and a habit of documenting your work.

Nice to have
- dbt, Databricks or Snowflake experience.
- Infrastructure as code with Terraform.
- Databricks or AWS data certifications.

We offer B2B or employment contract, private medical care, and a Multisport card.`,
    },
  },
  {
    id: 'data-analyst-partial',
    industry: 'data',
    fit: 'partial',
    cv: buildCv({
      name: 'Chloé Dubois',
      title: 'Marketing Analyst',
      email: 'chloe.dubois@example.com',
      phone: '+33 6 12 34 56 78',
      location: 'Lyon, France',
      summary:
        'Analyst with 4 years in marketing analytics. I build Excel models and Looker Studio dashboards that help campaign managers decide where to spend. Learning Python in the evenings.',
      experiences: [
        {
          title: 'Marketing Analyst',
          company: 'Maison Lumière',
          duration: 'Jan 2022 - Present',
          location: 'Lyon, France',
          achievements: [
            'Built a weekly campaign-performance dashboard in Looker Studio used by 25 marketers',
            'Reallocated paid-search budget based on cohort analysis, lifting ROAS 22%',
            'Automated data pulls from Google Analytics and Meta Ads with Google Sheets scripts, saving 6 hours a week',
          ],
        },
        {
          title: 'Junior Analyst',
          company: 'Agence Kiwi',
          duration: '09/2020 – 12/2021',
          location: 'Paris, France',
          achievements: [
            'Prepared monthly client reports on web traffic and conversions',
            'Wrote Excel pivot models forecasting lead volume within 8% accuracy',
            'Cleaned CRM exports for 12 clients ahead of email campaigns',
          ],
        },
      ],
      education: [
        {
          degree: 'Master',
          field: 'Marketing and Data Analysis',
          institution: 'IAE Lyon',
          year: '2020',
        },
      ],
      skills: {
        technical: ['Excel (advanced)', 'GA4', 'Basic SQL', 'Cohort analysis', 'Forecasting'],
        tools: ['Looker Studio', 'Google Sheets', 'Meta Ads Manager', 'HubSpot'],
      },
      softSkills: ['Curious', 'Good at explaining numbers'],
      languages: [
        { name: 'French', level: 'Native' },
        { name: 'English', level: 'Fluent' },
        { name: 'Spanish', level: 'Intermediate' },
      ],
    }),
    job: {
      job_title: 'Data Analyst',
      company_name: 'Voyago',
      job_description: `Voyago is an online travel agency helping 3 million travellers a year book trains and hotels across Europe. We are looking for a Data Analyst to join our Analytics team in Lyon.

Your responsibilities
- Analyse customer behaviour, funnels and revenue to find growth opportunities.
- Build and maintain dashboards in Tableau for product, marketing and finance teams.
- Write complex SQL queries against our BigQuery data warehouse.
- Support A/B tests: sizing, tracking plans and analysis of results.
- Present insights and recommendations to managers in a clear, actionable way.

Your profile
- 2-4 years of experience in a data analyst or business analyst role.
- Advanced SQL (joins, window functions, CTEs) is a must.
- Experience with a BI tool (Tableau, Power BI or Looker).
- Python or R for data analysis (pandas) is a strong plus.
- Knowledge of statistics and A/B testing.
- Strong analytical thinking, attention to detail and communication skills.
- Fluent French and professional English.

Nice to have
- Experience with Google Analytics 4 and digital marketing data.
- dbt or data modelling experience.
- Experience in travel or e-commerce.

Perks: meal vouchers, two remote days a week, and yearly travel credit.`,
    },
  },
  {
    id: 'data-ml-lead-weak',
    industry: 'data',
    fit: 'weak',
    cv: buildCv({
      name: 'Kwame Asante',
      title: 'Junior Data Analyst',
      email: 'kwame.asante@example.com',
      phone: '+233 24 123 4567',
      location: 'Accra, Ghana',
      summary:
        'Recent statistics graduate and junior analyst. I clean data in Python, build simple regression models and make charts people can read.',
      experiences: [
        {
          title: 'Junior Data Analyst',
          company: 'MTN Ghana',
          duration: 'Aug 2023 - Present',
          location: 'Accra, Ghana',
          achievements: [
            'Cleaned and merged subscriber datasets of 2M rows with pandas',
            'Built a linear regression estimating data-bundle demand by region',
            'Produced weekly Excel reports for the commercial team',
          ],
        },
        {
          title: 'Data Intern',
          company: 'Ghana Statistical Service',
          duration: '06/2022 – 09/2022',
          location: 'Accra, Ghana',
          achievements: [
            'Coded and validated census survey responses',
            'Made 15 charts for a regional labour report in R',
            'Checked data entry for 3,000 questionnaires',
          ],
        },
      ],
      education: [
        { degree: 'BSc', field: 'Statistics', institution: 'University of Ghana', year: '2023' },
      ],
      skills: {
        technical: ['Python', 'pandas', 'R', 'Regression', 'Excel'],
        tools: ['Jupyter', 'Google Colab'],
      },
      projects: [
        {
          name: 'Maize price prediction',
          description: 'Random forest model on open market data, Kaggle notebook',
          year: '2023',
        },
      ],
      languages: [
        { name: 'English', level: 'Fluent' },
        { name: 'Twi', level: 'Native' },
      ],
    }),
    job: {
      job_title: 'Lead Machine Learning Engineer',
      company_name: 'Kora Fintech',
      job_description: `Kora Fintech provides credit and payments to 4 million people across Africa. We are hiring a Lead Machine Learning Engineer to build and lead our ML platform team.

What you will do
- Lead a team of 5 ML engineers; hire, mentor and set technical direction.
- Architect and own the platform for training, deploying and monitoring models in production (feature store, model registry, CI/CD for ML).
- Build real-time fraud detection and credit-scoring models serving millions of decisions a day with low latency.
- Partner with data scientists, product and risk teams to take models from research to production.
- Establish MLOps best practices: reproducibility, model monitoring, drift detection and governance.

Requirements
- 8+ years of experience in software or machine learning engineering, including 2+ years leading engineers.
- Expert Python; strong software engineering fundamentals (testing, code review, system design).
- Deep experience with ML frameworks such as PyTorch, TensorFlow or XGBoost.
- Production experience with MLOps tools (MLflow, Kubeflow, SageMaker) and Kubernetes, Docker.
- Experience with streaming data (Kafka) and cloud platforms (AWS or GCP).
- Strong leadership, communication and stakeholder management skills.

Nice to have
- Fintech, fraud or credit risk experience.
- Publications or open-source contributions in ML.

We offer competitive pay in USD, remote-first work across African time zones, and equity.`,
    },
  },
];
